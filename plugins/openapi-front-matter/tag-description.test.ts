import { describe, expect, it } from 'vitest';
import { tagSummary, withTagDescription } from './tag-description';

const cardList = '```mdx-code-block\nimport DocCardList from "@theme/DocCardList";\n```';

describe('tagSummary', () => {
  it('takes the first paragraph, on one line, without code marks', () => {
    const markdown = `\n\n\nPrescriptions as FHIR R4 \`MedicationRequest\` resources:\nthe medication and its \`on-hold\` status.\n\nMore detail.\n\n${cardList}`;
    expect(tagSummary(markdown)).toBe(
      'Prescriptions as FHIR R4 MedicationRequest resources: the medication and its on-hold status.',
    );
  });

  it('undoes the escapes the plugin writes for MDX', () => {
    expect(tagSummary('Doses \\{per kg\\} &lt; 5 mg and &gt; 1 mg')).toBe(
      'Doses {per kg} < 5 mg and > 1 mg',
    );
  });

  it('is empty when the page starts with the card list, as for a tag without description', () => {
    expect(tagSummary(`\n\n${cardList}`)).toBe('');
  });
});

describe('withTagDescription', () => {
  it('describes the page with the first paragraph of its Markdown', () => {
    const frontMatter = { id: 'service-request', title: 'Service Request' };
    expect(withTagDescription(frontMatter, 'Clinical orders.\n\nMore.')).toEqual({
      ...frontMatter,
      description: 'Clinical orders.',
    });
    expect(frontMatter).not.toHaveProperty('description');
  });

  it('falls back to the title when the tag has no description', () => {
    expect(withTagDescription({ title: 'Service Request' }, cardList)).toEqual({
      title: 'Service Request',
      description: 'Service Request',
    });
  });

  it('keeps a description the front matter already has', () => {
    const frontMatter = { title: 'Service Request', description: 'Orders.' };
    expect(withTagDescription(frontMatter, 'Clinical orders.')).toBe(frontMatter);
  });
});
