import { allPageAssets, type PageAssets } from '../site-build/page-assets';
import { benchedKinds, type BenchedKind } from './targets.mjs';

export type BenchPages = Record<BenchedKind, PageAssets>;

/**
 * One page per kind, taken from the build: the one with the most first-load JavaScript,
 * then the most HTML, so the bench reports the worst page of each kind.
 * `overrides` (kind → route) pins a page instead.
 */
export function choosePages(overrides: Partial<Record<BenchedKind, string>> = {}): BenchPages {
  const pages = allPageAssets();
  const heaviest = (kind: BenchedKind): PageAssets => {
    const pinned = overrides[kind];
    const candidates = pages
      .filter((page) => (pinned ? page.route === pinned : page.kind === kind))
      .sort((a, b) => b.jsGzipBytes - a.jsGzipBytes || b.htmlBytes - a.htmlBytes);
    const [chosen] = candidates;
    if (!chosen) throw new Error(`The build has no ${kind} page${pinned ? ` at ${pinned}` : ''}.`);
    return chosen;
  };
  return Object.fromEntries(benchedKinds.map((kind) => [kind, heaviest(kind)])) as BenchPages;
}
