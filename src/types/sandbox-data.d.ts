/**
 * The sandbox data (src/sandbox/types.ts), built from the API description at build time: the
 * site's bundler and the downloadable sandbox's resolve this name to the generated JSON
 * (plugins/sandbox, plugins/integration-downloads/sandbox-download.ts).
 */
declare module '@medication-sandbox/data' {
  const data: import('@medication-module/sandbox').SandboxData;
  export default data;
}
