import type { Page } from '@playwright/test';

export type CrashError = { message: string; cause: string };

declare global {
  interface Window {
    __crashContent?: boolean;
  }
}

/**
 * Serves the site's own route chunks, with each page-content module (an MDX
 * module: it exports `default`, `metadata` and `toc`) wrapped so that its
 * component throws `error`, with `error.cause`, while `window.__crashContent`
 * is true. Nothing is added to the build: the crash is a real render error
 * inside a real page, caught by the theme's error boundary.
 */
export async function serveCrashableContent(page: Page, error: CrashError): Promise<void> {
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const chunkGlobal = /^"use strict";\((?:self|globalThis)\.(webpackChunk[\w$]+)/.exec(body)?.[1];
    if (!chunkGlobal) return route.fulfill({ response });
    return route.fulfill({ response, body: wrapChunk(body, chunkGlobal, error) });
  });
}

/**
 * A webpack chunk is `(globalThis[chunkGlobal] ||= []).push([ids, modules])`
 * (older builds write `self`). Run it against a stand-in global to capture the
 * modules, wrap them, and push them to the real runtime.
 */
function wrapChunk(chunk: string, chunkGlobal: string, error: CrashError): string {
  return `(function () {
  var captured = [];
  var standIn = { ${JSON.stringify(chunkGlobal)}: { push: function (entry) { captured.push(entry); } } };
  (function (self, globalThis) {
${chunk}
  })(standIn, standIn);
  var error = ${JSON.stringify(error)};
  captured.forEach(function (entry) {
    var modules = entry[1];
    Object.keys(modules).forEach(function (id) {
      var factory = modules[id];
      modules[id] = function (module, exports, require) {
        factory(module, exports, require);
        var original = module.exports;
        if (!original || typeof original.default !== 'function' || !original.metadata || !Array.isArray(original.toc)) return;
        var wrapped = {};
        Object.keys(original).forEach(function (key) { wrapped[key] = original[key]; });
        Object.defineProperty(wrapped, '__esModule', { value: true });
        wrapped.default = function CrashableContent(props) {
          if (window.__crashContent) throw new Error(error.message, { cause: new Error(error.cause) });
          return original.default(props);
        };
        module.exports = wrapped;
      };
    });
    (globalThis[${JSON.stringify(chunkGlobal)}] = globalThis[${JSON.stringify(chunkGlobal)}] || []).push(entry);
  });
})();
`;
}
