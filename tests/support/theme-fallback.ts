import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ts from 'typescript';

const requireFromHere = createRequire(__filename);

/**
 * Docusaurus ships its fallback theme components (Loading, Error, NotFound...)
 * as JSX in .js files and leaves compiling them to the site's webpack. Unit
 * tests compile one the same way, with the TypeScript compiler the repository
 * already uses, and evaluate it as a CommonJS module next to its original file
 * so that its own imports (react) resolve as in the build.
 */
export function loadThemeFallback<Component>(name: string): Component {
  const file = requireFromHere.resolve(
    `@docusaurus/core/lib/client/theme-fallback/${name}/index.js`,
  );
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    fileName: file,
    compilerOptions: {
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
    },
  });
  const module: { exports: { default?: Component } } = { exports: {} };
  const evaluate = new Function('require', 'module', 'exports', outputText) as (
    require: NodeJS.Require,
    module: { exports: object },
    exports: object,
  ) => void;
  evaluate(createRequire(file), module, module.exports);
  if (!module.exports.default) throw new Error(`theme-fallback/${name} has no default export`);
  return module.exports.default;
}
