import { createRequire } from 'node:module';
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';

interface PipeableStream {
  pipe(destination: Writable): void;
}

/**
 * React's server renderer, for unit tests that check the markup a component produces.
 * The repository has no @types/react-dom, so it is loaded untyped and given the signatures
 * the tests use.
 */
const server = createRequire(import.meta.url)('react-dom/server') as {
  renderToStaticMarkup: (element: ReactElement) => string;
  renderToPipeableStream: (
    element: ReactElement,
    options: { onAllReady(): void; onError(error: unknown): void },
  ) => PipeableStream;
};

export const { renderToStaticMarkup } = server;

/**
 * The HTML the build writes for `element`: like Docusaurus's static render, it waits until every
 * lazy component has loaded, instead of writing Suspense fallbacks.
 */
export function renderAsTheBuildDoes(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = server.renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onError: reject,
    });
  });
}
