import { readFileSync } from 'node:fs';
import * as tslib from 'tslib';
import type { Compiler } from 'webpack';

const pluginName = 'tslib-stand-in-guard';

/** The names of tslib's helpers, from the tslib the site installs. */
export const tslibHelpers: readonly string[] = Object.keys(tslib).filter((name) =>
  name.startsWith('__'),
);

/**
 * The tslib helpers a module's source names, however it reaches them: `tslib_1.__name(…)`
 * after TypeScript's CommonJS `require("tslib")`, or `import { __name } from "tslib"`.
 */
export function tslibHelpersIn(source: string): string[] {
  return tslibHelpers.filter((helper) => new RegExp(`\\b${helper}\\b`).test(source));
}

/**
 * A bundler plugin that fails the compilation when a module importing `tslib`, which the bundle
 * resolves to a stand-in, names a tslib helper the stand-in does not export: that module would
 * call `undefined` at run time. It checks every module of the bundle that imports tslib, so it
 * holds for packages that start to use tslib after an upgrade too.
 */
export function tslibStandInGuard(standIn: { file: string; helpers: readonly string[] }) {
  return {
    apply(compiler: Compiler): void {
      compiler.hooks.thisCompilation.tap(pluginName, (compilation, { normalModuleFactory }) => {
        const checked = new Set<string>();
        normalModuleFactory.hooks.beforeResolve.tap(pluginName, ({ request, contextInfo }) => {
          const issuer = contextInfo.issuer.replace(/\?.*$/, '');
          if (request !== 'tslib' || issuer === '' || checked.has(issuer)) return;
          checked.add(issuer);
          const missing = tslibHelpersIn(readFileSync(issuer, 'utf8')).filter(
            (helper) => !standIn.helpers.includes(helper),
          );
          if (missing.length === 0) return;
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `${issuer} uses tslib's ${missing.join(', ')}, which the tslib stand-in ` +
                `(${standIn.file}) lacks. Add the helper there, compared with tslib's in its ` +
                `contract test, or drop the stand-in (plugins/main-bundle).`,
            ),
          );
        });
      });
    },
  };
}
