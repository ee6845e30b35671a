import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpec } from '@medication-module/api-description';
import { copiedExample, embeddableExamples } from '../support/example-copies';
import type { Finding } from '@medication-module/fhir-checker';
import { readInput } from '@medication-module/fhir-checker';
import { exampleFindings, formatFindings, loadR4StructureDefinitions } from '../support/fhir-check';
import {
  declaredFhirType,
  fencedBlocksOfFile,
  markdownFiles,
  type FencedBlock,
} from '../support/markdown-json-blocks';

/**
 * Every ```json block in docs/ and blog/ is FHIR R4: a complete resource (it has resourceType) or
 * a fragment whose data type the fence declares (```json fhir=Dosage). Non-FHIR JSON uses another
 * language tag (http, with its HTTP message, or js). The generated API pages, and the examples guides embed with
 * ::openapi-example, are checked where they are written: openapi-examples.test.ts and
 * sandbox-history.test.ts.
 */
const pages = markdownFiles(['docs', 'blog'], ['docs/api']);
const blocks = pages.flatMap(fencedBlocksOfFile).filter((b) => b.language.toLowerCase() === 'json');

function blockProblems(block: FencedBlock): Finding[] {
  const read = readInput(block.content);
  return read.ok ? exampleFindings(read.value, declaredFhirType(block.meta)) : [read.finding];
}

describe('FHIR JSON examples in docs/ and blog/', () => {
  // Indexing the R4 structure definitions takes seconds on a busy machine; it happens once.
  beforeAll(() => loadR4StructureDefinitions(), 120_000);

  it('finds the json blocks of the guides', () => {
    expect(blocks.length).toBeGreaterThan(0);
  });

  it.each(blocks.map((block) => [`${block.file}:${block.line}`, block] as const))(
    '%s is valid FHIR R4',
    (location, block) => {
      const problems = blockProblems(block);
      const kind = declaredFhirType(block.meta) ?? 'resource';
      expect(
        problems,
        `${location} (\`\`\`json ${block.meta} as ${kind})\n${formatFindings(problems)}`,
      ).toEqual([]);
    },
  );
});

describe('examples of the API description in docs/ and blog/', () => {
  const examples = embeddableExamples(loadSpec());
  const copies = blocks.flatMap((block) => {
    let value: unknown;
    try {
      value = JSON.parse(block.content);
    } catch {
      return [];
    }
    const copied = copiedExample(value, examples);
    return copied
      ? [`${block.file}:${block.line} copies ${copied.source}: ${copied.directive}`]
      : [];
  });

  it('are compared with every example of the description and of the sandbox history', () => {
    const sources = examples.map((example) => example.source);
    expect(sources.filter((source) => source.startsWith('#/paths/')).length).toBeGreaterThan(5);
    expect(sources.filter((source) => source.startsWith('#/components/')).length).toBeGreaterThan(
      5,
    );
    expect(
      sources.filter((source) => source.startsWith('packages/api-description/sandbox-history.json'))
        .length,
    ).toBeGreaterThan(0);
  });

  // Embedded, a page shows what the sandbox serves and the reference shows (plugins/openapi-examples);
  // a copy would fall behind the first time the description changes.
  it('are embedded, never copied into a page', () => {
    expect(copies, `Replace each copy with the directive:\n${copies.join('\n')}`).toEqual([]);
  });
});

describe('a copy of an example', () => {
  const examples = embeddableExamples(loadSpec());
  const served = examples.find((example) => example.directive.includes('medreq-paracetamol-oral'));
  const value = served?.value ?? {};

  it('is found however it is laid out, and named with the directive that embeds it', () => {
    const reformatted: unknown = JSON.parse(JSON.stringify(value, null, 4));
    expect(copiedExample(reformatted, examples)?.directive).toBe(
      '::openapi-example{id="medreq-paracetamol-oral"}',
    );
    const history = examples.find((example) =>
      example.source.startsWith('packages/api-description/sandbox-history'),
    );
    expect(copiedExample(structuredClone(history?.value), examples)?.directive).toMatch(
      /^::openapi-example\{id="[^"]+" version="\d+"\}$/,
    );
    const schema = examples.find(
      (example) => example.source === '#/components/schemas/Dosage/example',
    );
    expect(copiedExample(structuredClone(schema?.value), examples)?.directive).toBe(
      '::openapi-example{schema="Dosage"}',
    );
  });

  it('is found when its version differs, or when its content fell behind its version', () => {
    const bumped = { ...value, meta: { versionId: '99', lastUpdated: '2026-01-01T00:00:00Z' } };
    expect(copiedExample(bumped, examples)).toBeDefined();
    const stale = { ...value, status: 'stopped' };
    expect(copiedExample(stale, examples)).toBeDefined();
  });

  it('is not a new example that reuses an id, nor a part of one', () => {
    const laterVersion = { ...value, status: 'stopped', meta: { versionId: '99' } };
    expect(copiedExample(laterVersion, examples)).toBeUndefined();
    expect(
      copiedExample({ repeat: { frequency: 3, period: 1, periodUnit: 'd' } }, examples),
    ).toBeUndefined();
  });
});
