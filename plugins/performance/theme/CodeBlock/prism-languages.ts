import siteConfig from '@generated/docusaurus.config';
import { Prism } from 'prism-react-renderer';
import { deferLanguages } from '../../stand-ins/prism-highlight/languages';

interface PrismThemeConfig {
  readonly prism: { readonly additionalLanguages: readonly string[] };
}

const { additionalLanguages } = (siteConfig.themeConfig as unknown as PrismThemeConfig).prism;

/*
 * Hands Prism the languages of `prism.additionalLanguages`, each registered the first time a
 * code block asks for it (../../stand-ins/prism-highlight/languages.ts). The theme does this in
 * ../prism-include-languages.ts, in the bundle of every page; here it happens in the
 * code block's chunk, which this module belongs to. Each Prism component file extends the
 * instance it finds on `globalThis.Prism`, as in the theme's version.
 */
deferLanguages(Prism, additionalLanguages, (language) => {
  const host = globalThis as { Prism?: unknown };
  const before = host.Prism;
  host.Prism = Prism;
  try {
    // Synchronous, because a code block highlights while it renders; `import()` would
    // make each grammar an async chunk. The bundler takes the files that the theme's
    // ContextReplacementPlugin keeps for this template: those of `additionalLanguages`.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require(`prismjs/components/prism-${language}`);
  } finally {
    host.Prism = before;
  }
});
