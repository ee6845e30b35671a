declare module '@theme-original/ApiExplorer/CodeSnippets' {
  export { default } from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/CodeSnippets';
  export type { Props } from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/CodeSnippets';
}
