import preload from '@docusaurus/core/lib/client/preload';

/** Resolves in a task of its own, after whatever the browser has queued meanwhile. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    // A message, unlike a timeout, is not clamped or throttled in a background tab.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Docusaurus' client entry preloads the first route (matching it, then requesting its
 * chunks) in the same task that evaluates the app's bundle. Together they were the longest
 * task of every page on a phone, during which a tap waits: the bundle's modules, then a
 * quarter more for matching the route and inserting a script element per chunk.
 * config/webpack-main-bundle.ts gives the entry this version, which starts in the next
 * task; nothing else changes, and other callers keep the original.
 */
export default function preloadInNextTask(pathname: string): ReturnType<typeof preload> {
  return nextTask().then(() => preload(pathname));
}
