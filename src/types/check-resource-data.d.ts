/**
 * The checker's data (packages/fhir-checker/src/data.ts), built from the repository's sources at build
 * time: the site's bundler resolves this name to the generated JSON (plugins/check-resource-data).
 */
declare module '@medication-check/data' {
  const data: import('@medication-module/fhir-checker').CheckerData;
  export default data;
}
