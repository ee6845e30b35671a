import { describe, expect, it } from 'vitest';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { loadSpec } from '@medication-module/api-description';
import remarkNeverSentList, { neverSentOf } from '.';

const spec = loadSpec();

async function render(markdown: string): Promise<string> {
  const file = await unified()
    .use(remarkParse)
    .use(remarkDirective)
    .use(remarkNeverSentList)
    .use(remarkStringify)
    .process(markdown);
  return String(file);
}

describe('the never-sent list', () => {
  it('names choice elements as R4 does, once, in the order of the schema', () => {
    const elements = neverSentOf(spec, 'MedicationRequest');
    expect(elements).toContain('reported[x]');
    expect(elements).not.toContain('reportedBoolean');
    expect(new Set(elements).size).toBe(elements.length);
    expect(elements.indexOf('identifier')).toBeLessThan(elements.indexOf('dispenseRequest'));
  });

  it('leaves out what the module sends', () => {
    const elements = neverSentOf(spec, 'MedicationRequest');
    for (const sent of ['status', 'intent', 'dosageInstruction', 'medicationCodeableConcept']) {
      expect(elements).not.toContain(sent);
    }
  });

  it('renders a paragraph of inline code in place of the directive', async () => {
    const output = await render('Before.\n\n::never-sent{type="ServiceRequest"}\n\nAfter.\n');
    expect(output).toMatch(
      /^Before\.\n\n`implicitRules`, .*`occurrenceTiming`, .*\.\n\nAfter\.\n$/,
    );
    expect(output).not.toContain('occurrence[x]');
  });

  it('fails the build on an unknown type or a missing one, naming the problem', async () => {
    await expect(render('::never-sent{type="Patient"}\n')).rejects.toThrow(
      'has no schema "Patient"',
    );
    await expect(render('::never-sent\n')).rejects.toThrow('needs a type (line 1)');
  });
});
