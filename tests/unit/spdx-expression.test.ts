import { describe, expect, it } from 'vitest';
import { satisfiesSpdx } from '../support/spdx-expression';

const allowed = new Set(['MIT', 'Apache-2.0', 'Zlib']);

describe('SPDX expression check', () => {
  it('accepts a single allowed id and rejects others', () => {
    expect(satisfiesSpdx('MIT', allowed)).toBe(true);
    expect(satisfiesSpdx('GPL-3.0-only', allowed)).toBe(false);
  });

  it('needs one side of OR and both sides of AND', () => {
    expect(satisfiesSpdx('(BSD-3-Clause OR MIT)', allowed)).toBe(true);
    expect(satisfiesSpdx('(MIT AND Zlib)', allowed)).toBe(true);
    expect(satisfiesSpdx('(MIT AND GPL-2.0-only)', allowed)).toBe(false);
  });

  it('binds AND tighter than OR', () => {
    expect(satisfiesSpdx('GPL-2.0-only AND MIT OR Apache-2.0', allowed)).toBe(true);
    expect(satisfiesSpdx('GPL-2.0-only AND (MIT OR Apache-2.0)', allowed)).toBe(false);
  });

  it('treats "X WITH exception" as one licence', () => {
    expect(satisfiesSpdx('Apache-2.0 WITH LLVM-exception', allowed)).toBe(false);
    expect(
      satisfiesSpdx('Apache-2.0 WITH LLVM-exception', new Set(['Apache-2.0 WITH LLVM-exception'])),
    ).toBe(true);
  });

  it('rejects text that is not an expression', () => {
    expect(() => satisfiesSpdx('(MIT OR', allowed)).toThrow(/Not an SPDX expression/);
    expect(() => satisfiesSpdx('MIT Apache-2.0', allowed)).toThrow(/Not an SPDX expression/);
  });
});
