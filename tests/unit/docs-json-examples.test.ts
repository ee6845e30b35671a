import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxHistory } from '../../scripts/mock-server';
import { loadSpec, responseExamples } from '../../scripts/openapi-spec';
import { loadR4StructureDefinitions } from '../support/fhir-definitions';
import { validateFhirJson } from '../support/fhir-validate';
import {
  declaredFhirType,
  fencedBlocksOfFile,
  markdownFiles,
  type FencedBlock,
} from '../support/markdown-json-blocks';
import { formatProblems, type ValidationProblem } from '../support/validation-problem';

/**
 * Every ```json block in docs/ and blog/ is FHIR R4: a complete resource (it has resourceType) or
 * a fragment whose data type the fence declares (```json fhir=Dosage). Non-FHIR JSON uses another
 * language tag (jsonc, js). The generated API pages are checked through the OpenAPI examples.
 */
const pages = markdownFiles(['docs', 'blog'], ['docs/api']);
const blocks = pages.flatMap(fencedBlocksOfFile).filter((b) => b.language.toLowerCase() === 'json');

function blockProblems(block: FencedBlock): ValidationProblem[] {
  let value: unknown;
  try {
    value = JSON.parse(block.content);
  } catch (error) {
    return [{ path: '$', rule: 'JSON syntax', message: (error as Error).message }];
  }
  return validateFhirJson(value, declaredFhirType(block.meta));
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
        `${location} (\`\`\`json ${block.meta} as ${kind})\n${formatProblems(problems)}`,
      ).toEqual([]);
    },
  );
});

describe('guide examples that name a sandbox resource', () => {
  const spec = loadSpec();
  // The sandbox serves the examples, and other versions of them when a moment is replayed.
  const sandbox = new Map<string, unknown>(
    [
      ...Object.keys(spec.paths).flatMap((template) =>
        responseExamples(spec, template, '200').map(({ value }) => value),
      ),
      ...sandboxHistory(),
    ].map((value) => {
      const resource = value as { id?: string; meta?: { versionId?: string } };
      return [`${resource.id}@${resource.meta?.versionId}`, value];
    }),
  );
  const sameVersion = blocks.flatMap((block) => {
    let value: { id?: string; meta?: { versionId?: string } };
    try {
      value = JSON.parse(block.content) as typeof value;
    } catch {
      return [];
    }
    const key = `${value.id}@${value.meta?.versionId}`;
    return sandbox.has(key) ? [[`${block.file}:${block.line} (${key})`, value, key] as const] : [];
  });

  it('finds guide examples that the sandbox also serves', () => {
    expect(sameVersion.length).toBeGreaterThan(5);
  });

  // A reader who fetches the id from `npm run mock` must get what the page shows; later
  // versions (a paused or resumed prescription) carry another meta.versionId.
  it.each(sameVersion)('%s is the sandbox resource of that id and version', (_, value, key) => {
    expect(value).toEqual(sandbox.get(key));
  });
});
