/**
 * What the installable command is built with (../scripts/bundle.ts): the checker's data and the
 * address of the docs its findings link into.
 */
declare module '@medication-check/bundled' {
  const bundled: {
    data: import('./data').CheckerData;
    siteUrl: string;
  };
  export default bundled;
}
