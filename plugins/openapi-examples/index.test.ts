import path from 'node:path';
import type { Code, Root } from 'mdast';
import { unified } from 'unified';
import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxHistory } from '@medication-module/sandbox/node';
import { isJsonObject, loadSpec, responseExamples } from '@medication-module/api-description';
import { walkFhir } from '@medication-module/fhir-checker';
import { loadR4StructureDefinitions } from '../../tests/support/fhir-check';
import { remarkDosageText } from '../dosage-text';
import { renderedMarkdown } from '../valueset-tables/markdown';
import remarkOpenApiExamples, { exampleCode, lineWidth } from '.';
import { loadExampleSources } from './sources';

const spec = loadSpec();
const sources = loadExampleSources(spec);
const prescriptions = responseExamples(spec, '/MedicationRequest/{id}', '200');
const named = (name: string): Record<string, unknown> => {
  const value = prescriptions.find((example) => example.name === name)?.value;
  if (!isJsonObject(value)) throw new Error(`no MedicationRequest example ${name}`);
  return value;
};
const code = (attributes: Record<string, string>): Code => exampleCode(sources, attributes);
const titleOf = (block: Code): string => /title="([^"]*)"/.exec(block.meta ?? '')?.[1] ?? '';

/** The page as the docs compile it, then back to Markdown, with the given plugins after the parse. */
const compiled = (source: string, plugins = [remarkOpenApiExamples]): string =>
  renderedMarkdown(source, plugins);

describe('remark plugin openapi-examples', () => {
  it('embeds the example the sandbox serves for an id, titled with the request that fetches it', () => {
    const block = code({ id: 'medreq-paracetamol-oral' });
    expect(block.lang).toBe('json');
    expect(JSON.parse(block.value)).toEqual(named('oralTablet'));
    expect(titleOf(block)).toBe(
      "The sandbox's answer to GET /MedicationRequest/medreq-paracetamol-oral (version 3)",
    );
    expect(block.meta).not.toMatch(/fhir=/);
  });

  it('embeds another version from the sandbox history, with the X-Sandbox-Time that replays it', () => {
    const resumed = sandboxHistory().find(
      (resource) =>
        resource.id === 'medreq-enoxaparin-sc' &&
        isJsonObject(resource.meta) &&
        resource.meta.versionId === '5',
    );
    const block = code({ id: 'medreq-enoxaparin-sc', version: '5' });
    expect(JSON.parse(block.value)).toEqual(resumed);
    expect(titleOf(block)).toBe(
      "The sandbox's answer to GET /MedicationRequest/medreq-enoxaparin-sc with X-Sandbox-Time: 2025-03-15T07:45:10+01:00 (version 5)",
    );
    // Naming the version the sandbox serves by default is the same as naming none.
    expect(code({ id: 'medreq-enoxaparin-sc', version: '4' })).toEqual(
      code({ id: 'medreq-enoxaparin-sc' }),
    );
  });

  it('embeds one element with its FHIR type in the fence, as the fragments of the guides declare it', () => {
    const block = code({ id: 'medreq-paracetamol-prn', path: 'dosageInstruction[0]' });
    const dosage = (named('asNeeded').dosageInstruction as unknown[])[0];
    expect(JSON.parse(block.value)).toEqual(dosage);
    expect(block.meta).toMatch(/^fhir=Dosage title="dosageInstruction\[0\] of the sandbox's/);
    const ratio = code({
      id: 'medreq-paracetamol-prn',
      path: 'dosageInstruction[0].maxDosePerPeriod',
    });
    expect(ratio.meta).toMatch(/^fhir=Ratio /);
    // A contained resource names its own type.
    const bag = code({ id: 'medreq-ceftriaxone-iv', path: 'contained[0]' });
    expect(JSON.parse(bag.value)).toMatchObject({ resourceType: 'Medication' });
    expect(bag.meta).toMatch(/^title=/);
  });

  it("embeds a schema's example and a response's body", () => {
    const dosage = code({ schema: 'Dosage' });
    expect(JSON.parse(dosage.value)).toEqual(spec.components.schemas.Dosage?.example);
    expect(dosage.meta).toBe(
      'fhir=Dosage title="The example of the Dosage schema in the API reference"',
    );
    const unauthorized = code({ response: 'Unauthorized' });
    expect(JSON.parse(unauthorized.value)).toMatchObject({
      resourceType: 'OperationOutcome',
      issue: [{ code: 'login' }],
    });
    expect(titleOf(unauthorized)).toBe('The body of a 401 answer in the API reference');
  });

  it('embeds the body of a request the module sends (a callback)', () => {
    expect(() => code({ callback: 'ChangeNotification' })).toThrow(
      /several example bodies: name one with example="…" \("premedicationSigned", "heartbeat"\)/,
    );
    const notification = code({ callback: 'ChangeNotification', example: 'premedicationSigned' });
    expect(JSON.parse(notification.value)).toMatchObject({
      resourceType: 'Bundle',
      type: 'history',
    });
    expect(titleOf(notification)).toBe(
      'The ChangeNotification the module sends, from the API reference',
    );
    expect(
      code({ callback: 'ChangeNotification', example: 'heartbeat', path: 'entry[0].resource' })
        .value,
    ).toContain('"valueCode": "heartbeat"');
    expect(() => code({ callback: 'ChangeNotification', example: 'none' })).toThrow(
      /has no example "none"/,
    );
    expect(() => code({ schema: 'Dosage', example: 'heartbeat' })).toThrow(/needs callback=/);
  });

  it(`formats the JSON compactly: short objects on one line, none wider than ${lineWidth} characters unless a string is`, () => {
    const block = code({ id: 'medreq-ceftriaxone-iv' });
    const lines = block.value.split('\n');
    expect(lines).toContain(
      '  "meta": {"versionId": "1", "lastUpdated": "2025-03-14T09:02:00+01:00"},',
    );
    for (const line of lines.filter((text) => text.length > lineWidth)) {
      expect(line.trim(), 'only a single long string may exceed the width').toMatch(
        /^("[^"]+": )?"[^"]+",?$/,
      );
    }
  });

  it('replaces the directive where it stands, and the Dosage sentence follows the embedded block', () => {
    const markdown = compiled(
      'Before.\n\n::openapi-example{id="medreq-paracetamol-oral" path="dosageInstruction[0]"}\n\nAfter.\n',
      [remarkOpenApiExamples, remarkDosageText],
    );
    expect(markdown).toMatch(
      /^Before\.\n\n```json fhir=Dosage title="dosageInstruction\[0\] of the sandbox's answer to GET \/MedicationRequest\/medreq-paracetamol-oral \(version 3\)"\n\{[\s\S]*\n\}\n```\n\n\[Reference rendering\]\([^)]+\): \*[^*]+\*\.\n\nAfter\.\n$/,
    );
  });
});

describe('bad input fails the page with its file and line and what exists', () => {
  const failure = (directive: string): string => {
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'paragraph', children: [{ type: 'text', value: 'Text.' }] },
        {
          type: 'leafDirective',
          name: 'openapi-example',
          attributes:
            directive.length > 0 ? Object.fromEntries(new URLSearchParams(directive)) : {},
          children: [],
          position: { start: { line: 7, column: 1 }, end: { line: 7, column: 40 } },
        } as unknown as Root['children'][number],
      ],
    };
    try {
      unified()
        .use(remarkOpenApiExamples)
        .runSync(tree, { path: path.join(process.cwd(), 'docs/page.md') });
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error(`no failure for ${directive}`);
  };

  it.each([
    [
      'id=nope',
      /the sandbox serves no resource with id "nope"; its ids are .*"medreq-paracetamol-oral"/,
    ],
    [
      'id=medreq-enoxaparin-sc&version=9',
      /medreq-enoxaparin-sc has no version "9"; its versions are "3", "4" \(the default\), "5"/,
    ],
    [
      'id=medreq-enoxaparin-sc&path=dosageInstruction[1]',
      /dosageInstruction has one entry, \[0\], not \[1\]/,
    ],
    [
      'id=medreq-enoxaparin-sc&path=dosageInstruction[0].tming',
      /dosageInstruction\[0\] has no element tming; its elements are .*timing/,
    ],
    [
      'id=medreq-enoxaparin-sc&path=dosageInstruction',
      /dosageInstruction is a list: pick one entry/,
    ],
    ['id=medreq-enoxaparin-sc&path=status', /status is a single value/],
    [
      'id=medreq-enoxaparin-sc&path=dosageInstruction[0].doseAndRate[0]',
      /is a Dosage\.doseAndRate, not a FHIR data type/,
    ],
    [
      'id=medreq-enoxaparin-sc&path=dosage..timing',
      /path "dosage\.\.timing" is not an element path/,
    ],
    ['schema=Ratio', /no schema "Ratio" with an example; schemas with one are .*"Dosage"/],
    [
      'response=Teapot',
      /no response "Teapot" with one FHIR JSON example; responses with one are .*"Unauthorized"/,
    ],
    [
      'callback=Ping',
      /no callback "Ping" with an example body; its callbacks are "ChangeNotification"/,
    ],
    ['id=medreq-enoxaparin-sc&schema=Dosage', /name exactly one example/],
    ['', /name exactly one example/],
    ['version=3', /version="…" picks a version of a resource, so it needs id="…"/],
    [
      'ids=medreq-enoxaparin-sc',
      /unknown attribute ids; the attributes are id, version, schema, response, callback, example, path/,
    ],
  ])('%s', (directive, message) => {
    const text = failure(directive);
    expect(text).toMatch(/^docs\/page\.md:7: ::openapi-example: /);
    expect(text).toMatch(message);
  });
});

describe('the FHIR type of an embedded element', () => {
  beforeAll(() => loadR4StructureDefinitions(), 120_000);

  // Every element of every resource the sandbox serves: the type read from the description's
  // schemas is the one of the R4 definitions, or the element is refused; never a wrong type.
  const served = [...sources.versionsById.entries()].flatMap(([id, versions]) =>
    versions.map(({ resource }) => ({ id, resource })),
  );

  it('is the R4 type wherever the description has a schema for it', () => {
    const typed: string[] = [];
    for (const { id, resource } of served) {
      walkFhir(String(resource.resourceType), resource, (node) => {
        if (!isJsonObject(node.value) || typeof node.value.resourceType === 'string') return;
        const elementPath = node.path.replace(/^\$\./, '');
        const version = String((resource.meta as { versionId: string }).versionId);
        let meta: string;
        try {
          meta = code({ id, version, path: elementPath }).meta ?? '';
        } catch (error) {
          expect((error as Error).message, elementPath).toMatch(
            /not a FHIR data type|has no schema for/,
          );
          return;
        }
        expect(meta, `${id} ${elementPath}`).toMatch(new RegExp(`^fhir=${node.type} `));
        typed.push(node.type);
      });
    }
    for (const type of [
      'Dosage',
      'Timing',
      'CodeableConcept',
      'Coding',
      'Quantity',
      'Ratio',
      'Period',
      'Extension',
      'Reference',
      'Annotation',
      'Meta',
    ]) {
      expect(typed, type).toContain(type);
    }
  });
});
