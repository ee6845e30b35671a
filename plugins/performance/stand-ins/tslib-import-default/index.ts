/**
 * tslib's `__importDefault`, the one tslib helper of the modules in the site's bundles
 * (@docusaurus/utils-common; plugins/main-bundle resolves `tslib` here): a CommonJS module's
 * exports become the `default` of an ES module namespace, unless the module was compiled from
 * an ES module already.
 */
export function __importDefault<Exports>(exports: Exports): Exports | { default: Exports } {
  const compiledEsModule = (exports as { __esModule?: unknown } | null | undefined)?.__esModule;
  return exports && compiledEsModule ? exports : { default: exports };
}
