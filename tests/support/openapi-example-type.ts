import {
  isJsonObject,
  resolveRef,
  type JsonObject,
  type LocatedExample,
  type OpenApiDocument,
} from '@medication-module/api-description';

/** The schema an example of the OpenAPI description is written for (its holder's, or the holder itself). */
export function exampleSchema(
  spec: OpenApiDocument,
  example: LocatedExample,
): JsonObject | undefined {
  const { holder } = example;
  const schema = isJsonObject(holder.schema) ? resolveRef(spec, holder.schema) : holder;
  return isJsonObject(schema) ? schema : undefined;
}

/** The FHIR type of an example: its schema's title, which names the R4 type (see x-inline-types). */
export function exampleFhirType(
  spec: OpenApiDocument,
  example: LocatedExample,
): string | undefined {
  const title = exampleSchema(spec, example)?.title;
  return typeof title === 'string' ? title : undefined;
}
