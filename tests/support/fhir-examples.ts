import { allExamples, isJsonObject, loadSpec } from '../../scripts/openapi-spec';
import { walkFhir } from './fhir-walk';
import { declaredFhirType, fencedBlocksOfFile, markdownFiles } from './markdown-json-blocks';

/** A value of one FHIR type found in an example of the guides or of the OpenAPI description. */
export interface LocatedValue {
  /** `docs/…/page.md:12 $.dosageInstruction[0]` or `#/paths/…/value $.dosageInstruction[0]`. */
  where: string;
  value: Record<string, unknown>;
}

interface ExampleRoot {
  where: string;
  type: string;
  value: unknown;
}

function guideRoots(): ExampleRoot[] {
  return markdownFiles(['docs', 'blog'], ['docs/api'])
    .flatMap(fencedBlocksOfFile)
    .filter((block) => block.language === 'json')
    .flatMap((block) => {
      const value: unknown = JSON.parse(block.content);
      const type =
        declaredFhirType(block.meta) ??
        (isJsonObject(value) && typeof value.resourceType === 'string'
          ? value.resourceType
          : undefined);
      return type ? [{ where: `${block.file}:${block.line}`, type, value }] : [];
    });
}

function openApiRoots(): ExampleRoot[] {
  return allExamples(loadSpec()).flatMap(({ pointer, value }) =>
    isJsonObject(value) && typeof value.resourceType === 'string'
      ? [{ where: pointer, type: value.resourceType, value }]
      : [],
  );
}

function valuesOfType(roots: ExampleRoot[], type: string): LocatedValue[] {
  return roots.flatMap((root) => {
    const found: LocatedValue[] = [];
    if (root.type === type && isJsonObject(root.value)) {
      found.push({ where: `${root.where} $`, value: root.value });
    }
    walkFhir(root.type, root.value, (node) => {
      if (node.type === type && isJsonObject(node.value)) {
        found.push({ where: `${root.where} ${node.path}`, value: node.value });
      }
    });
    return found;
  });
}

/** Every value of the FHIR type in the guides' JSON examples (fragments and whole resources). */
export const guideValuesOfType = (type: string): LocatedValue[] => valuesOfType(guideRoots(), type);

/** Every value of the FHIR type in the resource examples of openapi/medication.yaml. */
export const openApiValuesOfType = (type: string): LocatedValue[] =>
  valuesOfType(openApiRoots(), type);
