import type { Code, Paragraph, Root } from 'mdast';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { dosagesOfExample, remarkDosageText, renderingGuide } from './index';

const dosage = {
  text: '1 g (2 tablets) by mouth every 6 hours',
  timing: { repeat: { frequency: 1, period: 6, periodUnit: 'h' } },
  doseAndRate: [
    { doseQuantity: { value: 1, unit: 'g', system: 'http://unitsofmeasure.org', code: 'g' } },
  ],
};

const code = (value: unknown, meta?: string): Code => ({
  type: 'code',
  lang: 'json',
  meta: meta ?? null,
  value: JSON.stringify(value),
});

async function transform(tree: Root): Promise<Root> {
  return unified().use(remarkDosageText).run(tree);
}

const text = (paragraph: Paragraph): string =>
  JSON.stringify(paragraph.children).replace(/"[a-zA-Z]+":|[{}[\]",]/g, '');

describe('dosagesOfExample', () => {
  it('reads a fhir=Dosage fragment and the dosageInstruction of a MedicationRequest', () => {
    expect(dosagesOfExample(code(dosage, 'fhir=Dosage'))).toEqual([dosage]);
    expect(
      dosagesOfExample(code({ resourceType: 'MedicationRequest', dosageInstruction: [dosage] })),
    ).toEqual([dosage]);
  });

  it('ignores other JSON, other languages and invalid JSON', () => {
    expect(dosagesOfExample(code(dosage.timing, 'fhir=Timing'))).toEqual([]);
    expect(dosagesOfExample(code({ resourceType: 'ServiceRequest' }))).toEqual([]);
    expect(dosagesOfExample({ ...code(dosage, 'fhir=Dosage'), lang: 'jsonc' })).toEqual([]);
    expect(dosagesOfExample({ type: 'code', lang: 'json', value: '{ "a": ' })).toEqual([]);
  });
});

describe('remarkDosageText', () => {
  it('writes the rendered sentence, linked to the guide, right after the example', async () => {
    const tree = await transform({
      type: 'root',
      children: [code(dosage, 'fhir=Dosage'), { type: 'thematicBreak' }],
    });
    expect(tree.children.map((node) => node.type)).toEqual(['code', 'paragraph', 'thematicBreak']);
    const paragraph = tree.children[1] as Paragraph;
    expect(paragraph.children[0]).toMatchObject({ type: 'link', url: renderingGuide });
    expect(text(paragraph)).toContain('1 g every 6 hours');
  });

  it('numbers the sentences of a prescription with several Dosages, also in nested content', async () => {
    const resource = {
      resourceType: 'MedicationRequest',
      dosageInstruction: [
        { ...dosage, sequence: 1 },
        { ...dosage, sequence: 2 },
      ],
    };
    const tree = await transform({
      type: 'root',
      children: [{ type: 'blockquote', children: [code(resource)] }],
    });
    const quote = tree.children[0] as { children: Paragraph[] };
    expect(quote.children).toHaveLength(2);
    expect(text(quote.children[1] as Paragraph)).toMatch(/Dosage 1: .*Dosage 2: /);
  });
});
