import type { Page } from '@playwright/test';

/**
 * Route chunks arrive as <script src> elements (webpack's loader, used by
 * preload on hover/touch and by navigation) or as <link rel="prefetch">
 * elements (prefetch when a link enters the viewport). Recording the elements
 * as they are added, inside the page, tells exactly which interaction asked for
 * which chunk, independent of network timing and caching.
 */
export type ChunkLoad = { kind: 'script' | 'prefetch'; url: string };

declare global {
  interface Window {
    __chunkLoads?: ChunkLoad[];
  }
}

export async function recordChunkLoads(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const loads: ChunkLoad[] = [];
    window.__chunkLoads = loads;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of Array.from(mutation.addedNodes)) {
          if (node instanceof HTMLScriptElement && node.src)
            loads.push({ kind: 'script', url: node.src });
          if (node instanceof HTMLLinkElement && node.rel === 'prefetch') {
            loads.push({ kind: 'prefetch', url: node.href });
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

export async function chunkLoads(page: Page): Promise<ChunkLoad[]> {
  return page.evaluate(() => [...(window.__chunkLoads ?? [])]);
}

/**
 * Holds back prefetching of links that scroll into view (Docusaurus uses an
 * IntersectionObserver for it), so that a test sees what hover, touch or a
 * click fetch on their own.
 */
export async function holdBackViewportPrefetch(page: Page): Promise<void> {
  await page.addInitScript(() => {
    class InertIntersectionObserver {
      readonly root = null;
      readonly rootMargin = '0px';
      readonly thresholds: readonly number[] = [0];
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
      takeRecords(): IntersectionObserverEntry[] {
        return [];
      }
    }
    window.IntersectionObserver = InertIntersectionObserver;
  });
}
