import { builtRoutes, loadRoute } from '../../scripts/site-build/build-output';
import { pageType } from '../../scripts/site-build/page-type';

let routesPerKind: { kind: string; route: string }[] | undefined;

/** The first route (in sorted order) of every kind of page in the build. */
export function oneRoutePerKind(): { kind: string; route: string }[] {
  // Several specs ask at load time, in every worker, and each answer parses every built page;
  // the build does not change during a run.
  if (routesPerKind) return routesPerKind;
  const seen = new Map<string, string>();
  for (const route of builtRoutes()) {
    const kind = pageType(route);
    if (!seen.has(kind)) seen.set(kind, route);
  }
  routesPerKind = [...seen].map(([kind, route]) => ({ kind, route }));
  return routesPerKind;
}

/** The class of the element that holds each Mermaid diagram drawn at build time. */
export const diagramSelector = '.mermaid-diagram';

/** Built routes whose HTML carries a drawn Mermaid diagram. */
export function routesWithDiagrams(): string[] {
  return builtRoutes().filter((route) => loadRoute(route)(diagramSelector).length > 0);
}
