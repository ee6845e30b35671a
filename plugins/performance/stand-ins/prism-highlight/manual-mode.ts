/**
 * Prism's core highlights every `<code>` inside a `language-*` element by itself once the
 * document is ready, unless a `Prism` object with `manual: true` exists before it loads.
 * That pass would rewrite the server-rendered code blocks under React's feet before
 * hydration, so this module must be imported ahead of `prismjs/components/prism-core`.
 */
const host = globalThis as { Prism?: { manual?: boolean } };
host.Prism = { ...host.Prism, manual: true };

export {};
