import {
  isJsonObject,
  responseExamples,
  type JsonObject,
  type OpenApiDocument,
} from '@medication-module/api-description';

/**
 * Every resource example of the OpenAPI description (the 200 answers of each read) as one FHIR R4
 * Bundle of type collection, built from the description so the download cannot drift from it.
 * fullUrl is the resource's address on the first server of the description.
 */
export function examplesBundle(spec: OpenApiDocument): JsonObject {
  const base = spec.servers[0]?.url;
  if (!base) throw new Error('The OpenAPI description names no server to build fullUrls on');
  const entry = Object.keys(spec.paths).flatMap((template) =>
    responseExamples(spec, template, '200').map(({ name, value }) => {
      if (!isJsonObject(value) || typeof value.resourceType !== 'string') {
        throw new Error(`Example ${name} of GET ${template} is not a FHIR resource`);
      }
      return { fullUrl: `${base}/${value.resourceType}/${String(value.id)}`, resource: value };
    }),
  );
  return {
    resourceType: 'Bundle',
    id: 'medication-module-examples',
    type: 'collection',
    entry,
  };
}
