import type { Dosage } from '@medplum/fhirtypes';
import type { Code, Parent, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { Plugin } from 'unified';
import { renderDosageText } from '@medication-module/dosage-text';

/** Where the guides teach the rendering; every inserted sentence links there. */
export const renderingGuide =
  '/docs/guides/medication-module/prescriptions/prescription-frequency#the-reference-rendering';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The Dosages of one ```json example: the block itself when its fence declares `fhir=Dosage`,
 * else the `dosageInstruction` of a MedicationRequest (the only resource with Dosages the module
 * sends). Blocks that are not valid JSON are left to the example tests to report.
 */
export function dosagesOfExample(code: Code): Dosage[] {
  if (code.lang !== 'json') return [];
  let value: unknown;
  try {
    value = JSON.parse(code.value);
  } catch {
    return [];
  }
  if (!isObject(value)) return [];
  if (/(?:^|\s)fhir=Dosage(?:\s|$)/.test(code.meta ?? '')) return [value as Dosage];
  if (value.resourceType !== 'MedicationRequest' || !Array.isArray(value.dosageInstruction)) {
    return [];
  }
  return value.dosageInstruction.filter(isObject) as Dosage[];
}

function renderingParagraph(dosages: readonly Dosage[]): Paragraph {
  const sentences: PhrasingContent[] = dosages.flatMap((dosage, index) => {
    const sentence = renderDosageText(dosage);
    const label = dosages.length > 1 ? `Dosage ${dosage.sequence ?? index + 1}: ` : '';
    const lead: PhrasingContent[] = [{ type: 'text', value: `${index > 0 ? ' ' : ''}${label}` }];
    return sentence === undefined
      ? [
          ...lead,
          { type: 'text', value: 'nothing structured; show ' },
          { type: 'inlineCode', value: 'Dosage.text' },
          { type: 'text', value: '.' },
        ]
      : [
          ...lead,
          { type: 'emphasis', children: [{ type: 'text', value: sentence }] },
          { type: 'text', value: '.' },
        ];
  });
  return {
    type: 'paragraph',
    data: { hProperties: { className: ['dosage-rendering'] } },
    children: [
      {
        type: 'link',
        url: renderingGuide,
        children: [{ type: 'text', value: 'Reference rendering' }],
      },
      { type: 'text', value: ': ' },
      ...sentences,
    ],
  };
}

function insertAfterExamples(parent: Parent): void {
  const children = parent.children as RootContent[];
  for (let index = 0; index < children.length; index += 1) {
    const child = children[index];
    if (child === undefined) continue;
    if (child.type === 'code') {
      const dosages = dosagesOfExample(child);
      if (dosages.length > 0) {
        children.splice(index + 1, 0, renderingParagraph(dosages));
        index += 1;
      }
    } else if ('children' in child) {
      insertAfterExamples(child);
    }
  }
}

/**
 * Writes the reference rendering of every Dosage under the JSON example that holds it, at build
 * time: the sentence is part of the page's markup, so guides gain no client-side code.
 */
export const remarkDosageText: Plugin<[], Root> = () => (tree) => {
  insertAfterExamples(tree);
};
