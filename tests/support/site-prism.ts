import { createRequire } from 'node:module';
import { highlightedLanguages } from '../../config/theme';
import { Prism } from '../../plugins/performance/stand-ins/prism-highlight/prism';

const require = createRequire(import.meta.url);

/**
 * The Prism the site's pages highlight with: plugins/performance/stand-ins/prism-highlight's core plus the theme's
 * languages, registered the way Docusaurus' prism-include-languages does (each Prism
 * component file extends the instance it finds on globalThis).
 */
export function sitePrism(): typeof Prism {
  const before = (globalThis as { Prism?: unknown }).Prism;
  (globalThis as { Prism?: unknown }).Prism = Prism;
  for (const language of highlightedLanguages) require(`prismjs/components/prism-${language}`);
  (globalThis as { Prism?: unknown }).Prism = before;
  return Prism;
}
