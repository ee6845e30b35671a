import { beforeAll, describe, expect, it } from 'vitest';
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
