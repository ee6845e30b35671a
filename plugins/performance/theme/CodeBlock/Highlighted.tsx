import './prism-languages';

/** The theme's code block, in a chunk with the Prism languages it highlights with. */
export { default } from '@theme-init/CodeBlock';
