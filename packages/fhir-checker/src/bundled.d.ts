/**
 * What the installable command is built with (../scripts/bundle.ts): the checker's data without
 * the resource types' definitions, each of those as JSON text by type name, and the address of
 * the docs its findings link into.
 */
declare module '@medication-check/bundled' {
  const bundled: {
    data: import('./data').CheckerData;
    definitions: Readonly<Record<string, string>>;
    siteUrl: string;
  };
  export default bundled;
}
