import { describe, expect, it } from 'vitest';
import { excerptKey, excerptOf, type ExcerptPart } from './excerpt';

const marked = (parts: ExcerptPart[] | undefined): string =>
  (parts ?? []).map(({ text, match }) => (match ? `[${text}]` : text)).join('');

const isOneOf =
  (...words: string[]) =>
  (word: string): number =>
    words.includes(word) ? 2 : 0;

describe('excerptOf', () => {
  it('marks every matched word of a short text and keeps the text whole', () => {
    const text = 'A paused prescription has status on-hold and a statusReason.';
    expect(marked(excerptOf(text, isOneOf('on-hold', 'statusreason')))).toBe(
      'A paused prescription has status [on-hold] and a [statusReason].',
    );
  });

  it('compares words in lower case, and never marks part of a word', () => {
    expect(marked(excerptOf('BID means Bidding? No: BID.', isOneOf('bid')))).toBe(
      '[BID] means Bidding? No: [BID].',
    );
  });

  it('shows the place where most different matched words stand together, cut at words', () => {
    const filler = 'the pharmacist reviews each new prescription before the ward round '.repeat(12);
    const text = `timing once. ${filler}The dose and the timing of it. ${filler}end`;
    const excerpt = marked(excerptOf(text, isOneOf('dose', 'timing'), 80));
    expect(excerpt).toMatch(/^….*The \[dose\] and the \[timing\] of it\..*…$/);
    expect(excerpt.length).toBeLessThanOrEqual(80 + 2 + 8);
    expect(excerpt).not.toMatch(/…\S*[a-z]…/);
    // Cut at word boundaries: every word shown is a whole word of the text.
    for (const word of excerpt
      .replace(/[[\]…]/g, '')
      .trim()
      .split(/\s+/)) {
      expect(text).toContain(word);
    }
  });

  it('prefers the place of a word typed to that of a part of it', () => {
    const filler = 'the ward round reviews every chart twice a day '.repeat(6);
    const text = `prescription first. ${filler}then prescription-grade later`;
    const matches = (word: string) =>
      word === 'prescription-grade' ? 2 : word === 'prescription' ? 1 : 0;
    expect(marked(excerptOf(text, matches, 60))).toContain('[prescription-grade]');
  });

  it('prefers the place of the whole typed id to a place where two of its parts stand', () => {
    const filler = 'the ward round reviews every chart twice a day '.repeat(6);
    const text = `A continuous furosemide infusion. ${filler}GET /MedicationRequest/medreq-furosemide-infusion`;
    const matches = (word: string) =>
      word === 'medreq-furosemide-infusion'
        ? 2
        : ['medreq', 'furosemide', 'infusion'].includes(word)
          ? 1
          : 0;
    expect(marked(excerptOf(text, matches, 80))).toContain('[medreq-furosemide-infusion]');
  });

  it('gives nothing when no word matches', () => {
    expect(excerptOf('nothing to see', isOneOf('dose'))).toBeUndefined();
    expect(excerptOf('', isOneOf('dose'))).toBeUndefined();
  });
});

describe('excerptKey', () => {
  it('addresses a section as the page serves it, without a slash before the hash', () => {
    expect(excerptKey('/docs/guides/fhir-resources/#how-they-relate')).toBe(
      '/docs/guides/fhir-resources#how-they-relate',
    );
    expect(excerptKey('/docs/guides/fhir-resources/')).toBe('/docs/guides/fhir-resources');
    expect(excerptKey('/docs/intro#step-1')).toBe('/docs/intro#step-1');
    expect(excerptKey('/')).toBe('/');
  });
});
