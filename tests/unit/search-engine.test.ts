import { describe, expect, it } from 'vitest';
import {
  createSearchEngine,
  type SearchDocument,
} from '../../src/components/SiteSearch/search-core';
import { lunr, tokenize } from '../support/search-lunr';

const sections: (SearchDocument & { content: string })[] = [
  {
    id: 1,
    type: 'docs',
    pageTitle: 'Pausing a prescription',
    sectionTitle: 'How a pause is represented',
    sectionRoute: '/docs/pause#how-a-pause-is-represented',
    content: 'A paused prescription has status on-hold and a statusReason.',
  },
  {
    id: 2,
    type: 'docs',
    pageTitle: 'ATC codes',
    sectionTitle: 'Common codes',
    sectionRoute: '/docs/atc#common-codes',
    content: 'Paracetamol is N02BE01 in the WHO ATC classification.',
  },
  {
    id: 3,
    type: 'docs',
    pageTitle: 'MedicationRequest',
    sectionTitle: 'Dosage',
    sectionRoute: '/docs/medication-request#dosage',
    content: 'Read MedicationRequest.dosageInstruction for the timing. Hold the tablet upright.',
  },
  {
    id: 4,
    type: 'docs',
    pageTitle: 'Frequency',
    sectionTitle: 'As needed',
    sectionRoute: '/docs/frequency#as-needed',
    content: 'An as-needed dose is given when the patient needs it, never on a schedule.',
  },
  {
    id: 5,
    type: 'blog',
    pageTitle: 'Dosage mistakes',
    sectionTitle: 'Infusions',
    sectionRoute: '/blog/mistakes#infusions',
    content: 'A drug in a solvent bag: the solvent is an ingredient.',
  },
  {
    id: 6,
    type: 'docs',
    pageTitle: 'Route and solution',
    sectionTitle: 'Infusions',
    sectionRoute: '/docs/route#infusions',
    content: 'A drug in a solvent bag: the solvent is an ingredient.',
  },
];

function searchEngine() {
  const serialized = JSON.parse(
    JSON.stringify(
      lunr(function () {
        this.ref('id');
        this.field('title');
        this.field('content');
        this.field('tags');
        for (const section of sections) {
          this.add({
            id: String(section.id),
            title: section.sectionTitle,
            content: section.content,
          });
        }
      }),
    ),
  ) as unknown;
  const engine = createSearchEngine(lunr, tokenize, {
    titleBoost: 5,
    contentBoost: 1,
    tagsBoost: 3,
  });
  return { engine, index: engine.load({ documents: sections, index: serialized }) };
}

function searchSections(input: string, limit = 8): string[] {
  const { engine, index } = searchEngine();
  return engine.search([index], input, limit).map((hit) => hit.document.sectionRoute);
}

describe('search tokenizer', () => {
  it('keeps hyphenated codes and ATC codes whole, splits element paths', () => {
    expect(tokenize('on-hold N02BE01')).toEqual(['on-hold', 'n02be01']);
    expect(tokenize('MedicationRequest.dosageInstruction')).toEqual([
      'medicationrequest',
      'dosageinstruction',
    ]);
    expect(tokenize('GET /ServiceRequest/{id}')).toEqual(['get', 'servicerequest', 'id']);
  });
});

describe('search engine', () => {
  it('finds an ATC code, whole and while it is typed', () => {
    expect(searchSections('N02BE01')).toEqual(['/docs/atc#common-codes']);
    expect(searchSections('n02b')).toEqual(['/docs/atc#common-codes']);
  });

  it('ranks the status on-hold above the word "hold"', () => {
    expect(searchSections('on-hold')[0]).toBe('/docs/pause#how-a-pause-is-represented');
    expect(searchSections('on hold')[0]).toBe('/docs/pause#how-a-pause-is-represented');
  });

  it('finds an element named in a dotted path, by its full name and by prefix', () => {
    expect(searchSections('dosageInstruction')).toEqual(['/docs/medication-request#dosage']);
    expect(searchSections('dosageinst')).toEqual(['/docs/medication-request#dosage']);
  });

  it('puts sections that match every word first', () => {
    expect(searchSections('paracetamol timing')).toHaveLength(2);
    expect(searchSections('atc paracetamol')[0]).toBe('/docs/atc#common-codes');
  });

  it('finds nothing for words the index does not hold', () => {
    expect(searchSections('zzqx')).toEqual([]);
  });

  it('finds what a clinical abbreviation or another word for a thing stands for (config/search.ts)', () => {
    expect(searchSections('PRN')).toEqual(['/docs/frequency#as-needed']);
    expect(searchSections('diluent')[0]).toBe('/docs/route#infusions');
  });

  it('ranks a guide above a blog post that says the same', () => {
    expect(searchSections('solvent')).toEqual([
      '/docs/route#infusions',
      '/blog/mistakes#infusions',
    ]);
  });

  it('returns every match when asked for all, at most the limit otherwise', () => {
    expect(searchSections('solvent', Number.POSITIVE_INFINITY)).toHaveLength(2);
    expect(searchSections('solvent', 1)).toEqual(['/docs/route#infusions']);
  });
});

describe('search matcher', () => {
  const { engine } = searchEngine();

  it('recognises the words typed in other forms, the hyphenated whole they form and synonyms', () => {
    const matches = engine.matcher('needs on hold PRN');
    const words = ['need', 'needed', 'on-hold', 'hold', 'PRN', 'as-needed', 'on', 'schedule'];
    expect(words.map((word) => [word, matches(word)])).toEqual([
      ['need', 2],
      ['needed', 2],
      ['on-hold', 2],
      ['hold', 2],
      ['PRN', 2],
      ['as-needed', 2],
      ['on', 0],
      ['schedule', 0],
    ]);
    expect(engine.matcher('on-hold')('hold')).toBe(1);
  });

  it('takes a word still being typed as a prefix', () => {
    const matches = engine.matcher('dosageinst');
    expect(matches('dosageInstruction')).toBe(2);
    expect(matches('dosage')).toBe(0);
  });
});
