import { existsSync } from 'node:fs';
import path from 'node:path';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loadThemeFallback } from '../support/theme-fallback';

/*
 * What a reader sees while a route's code loads, and when it fails to load
 * (spec §4 "Route loading", §8 "Component load failure"). In the built site
 * Docusaurus preloads a route before rendering it and reloads the page when
 * that fails (tests/e2e/navigation.spec.ts), so the error box cannot be reached
 * from a browser; it is checked here on the component the build uses.
 */
type LoadingProps = {
  error?: Error | null;
  retry: () => void;
  pastDelay: boolean;
  timedOut: boolean;
  isLoading: boolean;
};
type ElementProps = { children?: ReactNode; id?: string; onClick?: () => void };

const Loading = loadThemeFallback<(props: LoadingProps) => ReactNode>('Loading');

const root = path.resolve(__dirname, '../..');
const themesInUse = [
  'src/theme',
  'node_modules/@docusaurus/theme-classic/lib/theme',
  'node_modules/docusaurus-theme-openapi-docs/lib/theme',
];

const loading = { retry: () => undefined, timedOut: false, isLoading: true };

function childrenOf(node: ReactNode): ReactNode[] {
  if (!isValidElement<ElementProps>(node)) return [];
  const { children } = node.props;
  return Array.isArray(children) ? children : [children];
}

function findElement(
  node: ReactNode,
  matches: (element: ReactElement<ElementProps>) => boolean,
): ReactElement<ElementProps> | undefined {
  if (isValidElement<ElementProps>(node) && matches(node)) return node;
  for (const child of childrenOf(node)) {
    const found = findElement(child, matches);
    if (found) return found;
  }
  return undefined;
}

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  return childrenOf(node).map(textOf).join('');
}

describe('route loading fallback', () => {
  it('is the framework fallback: no theme of the site replaces it', () => {
    for (const theme of themesInUse)
      expect(existsSync(path.join(root, theme, 'Loading'))).toBe(false);
  });

  it('shows nothing during the first 200 ms', () => {
    expect(Loading({ ...loading, pastDelay: false })).toBeNull();
  });

  it('shows a spinner after the delay', () => {
    const spinner = findElement(Loading({ ...loading, pastDelay: true }), ({ type, props }) => {
      return type === 'svg' && props.id === 'loader';
    });
    expect(spinner).toBeDefined();
  });

  it('shows the error and a Retry button that retries the load', () => {
    const retry = vi.fn();
    const error = new Error('Loading chunk 1234 failed.');
    const box = Loading({ ...loading, isLoading: false, pastDelay: true, error, retry });

    expect(textOf(box)).toContain(String(error));
    const button = findElement(box, ({ type }) => type === 'button');
    expect(textOf(button)).toBe('Retry');
    button?.props.onClick?.();
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
