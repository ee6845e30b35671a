import { createRequire } from 'node:module';
import type { ReactElement } from 'react';

/**
 * React's server renderer, for unit tests that check the markup a component produces.
 * The repository has no @types/react-dom, so it is loaded untyped and given the one
 * signature the tests use.
 */
export const { renderToStaticMarkup } = createRequire(import.meta.url)('react-dom/server') as {
  renderToStaticMarkup: (element: ReactElement) => string;
};
