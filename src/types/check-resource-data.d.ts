/**
 * The checker's data (packages/fhir-checker/src/data.ts), built from the repository's sources at build
 * time: the site's bundler resolves these names to the generated files (plugins/check-resource-data).
 * `@medication-check/data` is what every check reads; `@medication-check/definitions` loads each
 * resource type's definition, a chunk of its own (the worker's); `@medication-check/definitions-all`
 * holds them all (the page's fallback without a worker).
 */
declare module '@medication-check/data' {
  const data: import('@medication-module/fhir-checker').CheckerData;
  export default data;
}

declare module '@medication-check/definitions' {
  const loaders: Readonly<
    Record<string, () => Promise<{ default: import('@medplum/fhirtypes').StructureDefinition }>>
  >;
  export default loaders;
}

declare module '@medication-check/definitions-all' {
  const definitions: Readonly<Record<string, import('@medplum/fhirtypes').StructureDefinition>>;
  export default definitions;
}
