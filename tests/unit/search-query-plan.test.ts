import { describe, expect, it } from 'vitest';
import { planQuery } from '../../src/components/SiteSearch/query-plan';

const stopWords = new Set(['on', 'the', 'in']);
const plan = (tokens: string[], inputEndsWord = false) =>
  planQuery(tokens, { inputEndsWord, isStopWord: (word) => stopWords.has(word) });

describe('planQuery', () => {
  it('looks a single word up whole and, while it is being typed, as a prefix', () => {
    expect(plan(['n02be01'])).toEqual([
      { exact: 'n02be01', prefix: 'n02be01', parts: [], joined: [] },
    ]);
    expect(plan(['n02be01'], true)).toEqual([{ exact: 'n02be01', parts: [], joined: [] }]);
  });

  it('keeps a hyphenated code whole and adds its parts that are not stop words', () => {
    expect(plan(['on-hold'])).toEqual([
      { exact: 'on-hold', prefix: 'on-hold', parts: ['hold'], joined: [] },
    ]);
  });

  it('looks an unfinished hyphenated word up as a prefix only, so "on-" already finds on-hold', () => {
    expect(plan(['on-'])).toEqual([{ prefix: 'on-', parts: [], joined: [] }]);
    expect(plan(['on-'], true)).toEqual([{ exact: 'on', parts: [], joined: [] }]);
  });

  it('joins neighbouring words with a hyphen and drops stop words of longer inputs', () => {
    expect(plan(['on', 'hold'])).toEqual([
      {
        exact: 'hold',
        prefix: 'hold',
        parts: [],
        joined: [{ exact: 'on-hold', prefix: 'on-hold' }],
      },
    ]);
    expect(plan(['on', 'ho'])[0]?.joined).toEqual([{ exact: 'on-ho', prefix: 'on-ho' }]);
  });

  it('treats only the last word as unfinished', () => {
    const [status, reason] = plan(['status', 'reas']);
    expect(status).toEqual({
      exact: 'status',
      parts: [],
      joined: [{ exact: 'status-reas', prefix: 'status-reas' }],
    });
    expect(reason?.prefix).toBe('reas');
  });

  it('keeps a lone stop word, which may be the start of a longer word', () => {
    expect(plan(['on'])).toHaveLength(1);
    expect(plan(['the', 'in'])).toEqual([]);
  });
});
