import type { Plugin } from '@docusaurus/types';

/**
 * The OpenAPI theme imports Node's `path` module in browser code; the bundler no
 * longer polyfills Node built-ins, so point it at the browser implementation.
 */
export function nodeFallbacksPlugin(): Plugin {
  return {
    name: 'node-fallbacks',
    configureWebpack() {
      return {
        resolve: {
          fallback: { path: require.resolve('path-browserify') },
        },
      };
    },
  };
}
