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
];

function searchSections(input: string): string[] {
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
  const index = engine.load({ documents: sections, index: serialized });
  return engine.search([index], input, 8).map((hit) => hit.document.sectionRoute);
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
});
