/**
 * Response examples come only from the OpenAPI description, where tests validate each one against
 * FHIR R4. The theme would add an "Example (auto)" tab generated from the schema, whose placeholder
 * values ("string", the first enum code) are not valid FHIR and would sit next to the real ones.
 */
export { json2xml, ResponseExample, ResponseExamples } from '@theme-original/ResponseExamples';

export function ExampleFromSchema(): null {
  return null;
}
