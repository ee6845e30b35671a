import type { ClientModule } from '@docusaurus/types';
import { browserIdle, createIdleQueue } from './idle-queue';

/** What a finished prefetch resolves to: one entry per chunk asked for. */
type Prefetched = Exclude<Awaited<ReturnType<Window['docusaurus']['prefetch']>>, false>;

let installed = false;

/**
 * Every `<Link>` asks `window.docusaurus.prefetch` for its page's chunks as soon as it
 * scrolls into view, and right after hydration that is every link on screen at once:
 * on an API page about 40 links, 290 `<link rel="prefetch">` elements, a few hundred
 * milliseconds of main-thread work on a phone exactly when the reader first taps. Hand
 * those requests to the idle periods instead: prefetching still happens, just after
 * the page has become responsive. Preloading on hover or touch is left as it is.
 */
function deferPrefetching(): void {
  // Declared by @docusaurus/module-type-aliases, but only set once the client entry runs.
  const client = window.docusaurus as typeof window.docusaurus | undefined;
  if (installed || !client) return;
  installed = true;
  const queue = createIdleQueue(browserIdle);
  window.docusaurus = Object.freeze({
    ...client,
    prefetch: (routePath: string) =>
      new Promise<Prefetched>((resolve) => {
        queue.add(() => resolve(client.prefetch(routePath) || []));
      }),
  });
}

// Links start observing in the commit that hydrates the first route, and this hook runs in
// that commit, before any intersection is reported.
export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = deferPrefetching;
