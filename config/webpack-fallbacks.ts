import type { Plugin } from '@docusaurus/types';

/**
 * The OpenAPI theme imports Node's `path` module in browser code; webpack 5 no
 * longer polyfills Node built-ins, so point it at the browser implementation.
 */
export function webpackFallbacksPlugin(): Plugin {
  return {
    name: 'webpack-node-fallbacks',
    configureWebpack() {
      return {
        resolve: {
          fallback: { path: require.resolve('path-browserify') },
        },
      };
    },
  };
}
