import siteConfig from '@generated/docusaurus.config';
import type * as PrismNamespace from 'prismjs';
import { deferLanguages } from '@site/src/stand-ins/prism-highlight/languages';

interface PrismThemeConfig {
  readonly prism: { readonly additionalLanguages: readonly string[] };
}

/**
 * The theme registers every language of `prism.additionalLanguages` when the app starts;
 * here they register the first time a code block asks for one (src/stand-ins/prism-highlight/languages.ts).
 * Each Prism component file extends the instance it finds on `globalThis.Prism`, as in the
 * theme's version of this module.
 */
export default function prismIncludeLanguages(PrismObject: typeof PrismNamespace): void {
  const { additionalLanguages } = (siteConfig.themeConfig as unknown as PrismThemeConfig).prism;
  deferLanguages(PrismObject, additionalLanguages, (language) => {
    const host = globalThis as { Prism?: unknown };
    const before = host.Prism;
    host.Prism = PrismObject;
    try {
      // Synchronous, because a code block highlights while it renders; `import()` would
      // make each grammar an async chunk. Webpack bundles the files that the theme's
      // ContextReplacementPlugin keeps for this template: those of `additionalLanguages`.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(`prismjs/components/prism-${language}`);
    } finally {
      host.Prism = before;
    }
  });
}
