import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientEntry } from '../../config/webpack-main-bundle';
import preloadInNextTask, { nextTask } from './index';

// The original reads the generated route table; these tests only need to see when it runs.
const preload = vi.hoisted(() => vi.fn((pathname: string) => Promise.resolve([pathname])));
vi.mock('@docusaurus/core/lib/client/preload', () => ({ default: preload }));

const require = createRequire(import.meta.url);

afterEach(() => {
  preload.mockClear();
});

describe('preloading the first route one task later', () => {
  it('is what the client entry imports as ./preload', () => {
    const entry = require.resolve('@docusaurus/core/lib/client/clientEntry.js');
    expect(clientEntry.test(entry)).toBe(true);
    expect(readFileSync(entry, 'utf8')).toMatch(/import preload from '\.\/preload';/);
  });

  it('resolves nextTask only after the current task and its microtasks', async () => {
    let resolved = false;
    const next = nextTask().then(() => {
      resolved = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(resolved).toBe(false);
    await next;
    expect(resolved).toBe(true);
  });

  it('calls the original preload in a later task, with the same path and result', async () => {
    const result = preloadInNextTask('/docs/intro');
    await Promise.resolve();
    expect(preload).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(preload).toHaveBeenCalledWith('/docs/intro'));
    await expect(result).resolves.toEqual(['/docs/intro']);
  });
});
