/**
 * The sandbox data (../types.ts), built from the API description: the site's bundler and the
 * one-file builds (../../scripts/bundle.ts) resolve this name to the generated JSON.
 */
declare module '@medication-sandbox/data' {
  const data: import('../types').SandboxData;
  export default data;
}
