import { runInNewContext } from 'node:vm';
import type { CheerioAPI } from 'cheerio';

export interface ShellOptions {
  /** What local storage holds; `'refused'` makes every access throw, as in some iframes. */
  storage: Record<string, string> | 'refused';
  /** Whether the operating system asks for the light mode. */
  prefersLight: boolean;
}

/** The scripts a page runs while it is parsed: inline, not JSON data. */
export function inlineScripts($: CheerioAPI): string[] {
  return $('script:not([src])')
    .toArray()
    .filter((element) => !/json/.test($(element).attr('type') ?? ''))
    .map((element) => $(element).text());
}

/**
 * Runs a page's inline scripts, in order, against a document that only has an `<html>`
 * element, and returns the attributes they set on it: what the page looks like before any
 * of its JavaScript files has arrived.
 */
export function htmlAttributesAfterInlineScripts(
  $: CheerioAPI,
  options: ShellOptions,
): Record<string, string> {
  const attributes: Record<string, string> = {};
  const documentElement = {
    setAttribute: (name: string, value: unknown) => {
      attributes[name] = String(value);
    },
    getAttribute: (name: string) => attributes[name] ?? null,
  };
  const storage = {
    getItem: (key: string) =>
      options.storage === 'refused' ? null : (options.storage[key] ?? null),
    setItem: () => undefined,
    removeItem: () => undefined,
  };
  const window: Record<string, unknown> = {
    location: { search: '', href: 'http://127.0.0.1/' },
    matchMedia: (query: string) => ({
      matches: query.includes('light') ? options.prefersLight : !options.prefersLight,
    }),
  };
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(window, name, {
      get() {
        if (options.storage === 'refused') throw new Error('SecurityError: storage refused');
        return storage;
      },
    });
  }
  // Listeners and frame callbacks never fire: the parse-time effect is what is asked for.
  const document = { documentElement, addEventListener: () => undefined };
  const context = { window, document, URLSearchParams, requestAnimationFrame: () => 0 };
  Object.defineProperty(context, 'localStorage', { get: () => window.localStorage });
  for (const script of inlineScripts($)) runInNewContext(script, context);
  return attributes;
}
