/**
 * What the medication module sends is written once, in packages/api-description/medication.yaml: a schema
 * property the module never fills carries the vendor extension `x-module-sends: never`.
 * docusaurus-plugin-openapi-docs copies unknown `x-` keys into the schema objects the theme
 * renders, so the API pages read it from there (src/theme/Schema groups those elements,
 * src/theme/SchemaItem labels them); packages/api-description/src/module-sends.ts is the one walker of the marks
 * for Node code (the guides' lists, the checker's data, the tests).
 * No description repeats it in prose.
 */
export const moduleSendsExtension = 'x-module-sends';

/**
 * The values the extension may take: `never` (the module never fills the property) and `always`
 * (it fills it in every resource it sends, beyond what R4 requires: the profiles' minimum of 1).
 */
export const moduleSendsValues = ['never', 'always'] as const;
export type ModuleSendsValue = (typeof moduleSendsValues)[number];

/** Whether a schema object (a property's schema, as the OpenAPI theme receives it) is never sent. */
export function isNeverSent(schema: unknown): boolean {
  return (
    typeof schema === 'object' &&
    schema !== null &&
    (schema as Record<string, unknown>)[moduleSendsExtension] === 'never'
  );
}

/** Whether a schema object (a property's schema) is marked as sent in every resource. */
export function isAlwaysSent(schema: unknown): boolean {
  return (
    typeof schema === 'object' &&
    schema !== null &&
    (schema as Record<string, unknown>)[moduleSendsExtension] === 'always'
  );
}
