import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import plain, { type PlainStyle } from './index';

const chalk = createRequire(import.meta.url)('chalk') as {
  Instance: new (options: { level: 0 }) => unknown;
};

describe('chalk without colours', () => {
  // chalk itself with colour support off is what the stand-in must match.
  const colourless = new chalk.Instance({ level: 0 }) as PlainStyle;

  it('writes what chalk writes at colour level 0, for single and chained styles', () => {
    const error = new Error('schema has no type');
    const args = ['WARNING: failed to create example from schema object:', error];
    expect(plain.yellow?.(...args)).toBe(colourless.yellow?.(...args));
    expect(plain.red?.bold?.(42, 'items', null)).toBe(colourless.red?.bold?.(42, 'items', null));
    expect(plain.green?.()).toBe(colourless.green?.());
    expect(plain.cyan?.(undefined)).toBe(colourless.cyan?.(undefined));
  });
});
