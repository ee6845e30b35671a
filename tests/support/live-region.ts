import type { Locator } from '@playwright/test';

/**
 * What a screen reader hears from the live regions inside `scope`: each time the text of an
 * element with `aria-live`, `role="status"` or `role="alert"` changes to something non-empty,
 * that text is one announcement. A MutationObserver records the changes as they happen, so the
 * test reads every announcement, also one replaced a moment later.
 */
export async function recordAnnouncements(scope: Locator): Promise<() => Promise<string[]>> {
  const handle = await scope.evaluateHandle((root) => {
    const heard: string[] = [];
    const last = new Map<Element, string>();
    const regions = (): Element[] =>
      Array.from(
        root.querySelectorAll(
          '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"]',
        ),
      );
    const listen = (): void => {
      for (const region of regions()) {
        const text = (region.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (text !== '' && last.get(region) !== text) heard.push(text);
        last.set(region, text);
      }
    };
    for (const region of regions()) {
      last.set(region, (region.textContent ?? '').replace(/\s+/g, ' ').trim());
    }
    new MutationObserver(listen).observe(root, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    return heard;
  });
  return () => handle.evaluate((heard) => [...heard]);
}
