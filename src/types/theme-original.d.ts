// The OpenAPI theme ships no type declarations for its swizzle aliases.
declare module '@theme-original/ResponseExamples' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ResponseExamples';
}
