import type { CurrentBundler } from '@docusaurus/types';
import type { WebpackPluginInstance } from 'webpack';

/**
 * V8's explicit compile hint (Chrome 136 and later; a plain comment to every other engine): the
 * browser compiles every function of a script so marked on the thread that streams the script
 * in, before it runs.
 */
export const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * Marks the shared code every page runs at startup (the runtime, the entry's parts, `main.js`)
 * with V8's compile hint. Without it V8 compiles each function the first time it is called, on
 * the main thread: on this site that was about 40 % of the task that runs the shared code, and
 * about twice as much again while the page hydrated. Chunks loaded later (a page's content,
 * islands) keep lazy compilation, since much of their code may never run. The hint is added
 * after minification, which would drop it as a comment, and before the content hashes are taken.
 */
export function compileHints({ instance: bundler }: CurrentBundler): WebpackPluginInstance {
  return new bundler.BannerPlugin({
    banner: compileHint,
    raw: true,
    entryOnly: true,
    test: /\.js$/,
    stage: bundler.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}
