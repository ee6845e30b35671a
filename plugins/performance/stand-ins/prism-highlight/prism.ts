import Prism from 'prismjs/components/prism-core';

/**
 * Prism's core without any language. The languages the site highlights are the theme's
 * `prism.additionalLanguages` (config/theme.ts), which Docusaurus registers on this
 * instance at startup; prism-react-renderer's own build carries about twenty more. The core
 * is told to leave the page alone in ../../theme/prism-include-languages.ts.
 */
export { Prism };
