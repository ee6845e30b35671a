import {
  allExamples,
  isJsonObject,
  loadSpec,
  resolveRef,
  type LocatedExample,
  type OpenApiDocument,
} from '@medication-module/api-description';
import { walkFhir } from '@medication-module/fhir-checker';
import { declaredFhirType, markdownFiles } from './markdown-json-blocks';
import { shownBlocksOfFile } from './shown-json-blocks';

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

let guideRootsRead: ExampleRoot[] | undefined;

/** The JSON examples of the guides, read once per test file: several tests walk them. */
function guideRoots(): ExampleRoot[] {
  return (guideRootsRead ??= readGuideRoots());
}

function readGuideRoots(): ExampleRoot[] {
  return markdownFiles(['docs', 'blog'], ['docs/api'])
    .flatMap(shownBlocksOfFile)
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

/** The FHIR type of an OpenAPI example: its resourceType, or the title of the schema it illustrates. */
function openApiExampleType(spec: OpenApiDocument, example: LocatedExample): string | undefined {
  const { value, holder } = example;
  if (isJsonObject(value) && typeof value.resourceType === 'string') return value.resourceType;
  const schema = isJsonObject(holder.schema) ? resolveRef(spec, holder.schema) : holder;
  return isJsonObject(schema) &&
    typeof schema.title === 'string' &&
    /^[A-Z][A-Za-z]+$/.test(schema.title)
    ? schema.title
    : undefined;
}

function openApiRoots(): ExampleRoot[] {
  const spec = loadSpec();
  return allExamples(spec).flatMap((example) => {
    const type = openApiExampleType(spec, example);
    return type ? [{ where: example.pointer, type, value: example.value }] : [];
  });
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

/** Every value of the FHIR type in the examples of packages/api-description/medication.yaml (resources and schemas). */
export const openApiValuesOfType = (type: string): LocatedValue[] =>
  valuesOfType(openApiRoots(), type);
