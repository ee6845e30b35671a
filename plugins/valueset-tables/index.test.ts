import { describe, expect, it } from 'vitest';
import { valueSetById } from '@medication-module/api-description';
import { renderedMarkdown } from './markdown';

describe('remark plugin valueset-tables', () => {
  it('renders a ValueSet as a table with its codes, displays and definitions, and links the file', () => {
    const markdown = renderedMarkdown(
      'Before.\n\n::valueset-table{id="medication-module-administration-method" code="SNOMED CT code" definition="Typical use"}\n\nAfter.\n',
    );
    const lines = markdown.split('\n').filter((line) => line.startsWith('|'));
    expect(lines[0]).toMatch(/^\| SNOMED CT code +\| Display +\| Typical use +\|$/);
    const concepts =
      valueSetById('medication-module-administration-method').compose.include[0]?.concept ?? [];
    expect(lines).toHaveLength(2 + concepts.length);
    for (const concept of concepts) {
      expect(markdown).toContain(`| \`${concept.code}\``);
      expect(markdown).toContain(concept.display ?? '');
    }
    expect(markdown).toContain(
      '[ValueSet-medication-module-administration-method.json](pathname:///fhir/ValueSet-medication-module-administration-method.json)',
    );
    expect(markdown).toMatch(/^Before\.[\s\S]*After\.\n$/);
  });

  it('adds a code system column when the ValueSet spans several systems', () => {
    const markdown = renderedMarkdown('::valueset-table{id="medication-module-route"}\n');
    expect(markdown).toMatch(/\| Code system +\| Code +\| Display +\|/);
    expect(markdown).toMatch(/\| SNOMED CT +\| `26643006` +\| Oral route +\|/);
    expect(markdown).toMatch(/\| EDQM +\| `20053000` +\| Oral use +\|/);
  });

  it('fails the page for an unknown ValueSet or a directive without id', () => {
    expect(() => renderedMarkdown('::valueset-table{id="no-such-set"}\n')).toThrow(
      /No ValueSet with id "no-such-set"/,
    );
    expect(() => renderedMarkdown('::valueset-table\n')).toThrow(/needs an id/);
  });
});
