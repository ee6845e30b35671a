/**
 * The route contract of the site specification (§2): exactly these pages exist.
 * This is the one hand-kept list of routes; every other test reads its pages
 * from the build.
 */
const apiSchemas = [
  'annotation',
  'codeableconcept',
  'coding',
  'dosage',
  'element',
  'extension',
  'medicationrequest',
  'meta',
  'period',
  'quantity',
  'reference',
  'servicerequest',
  'timing',
];

const prescriptionGuides = [
  'atc-codes',
  'medication',
  'medication-category-and-dosage-form',
  'method-route-and-solution',
  'pause-prescription',
  'prescription-frequency',
];

export const contractRoutes: readonly string[] = [
  '/',
  '/markdown-page',
  '/blog',
  '/blog/archive',
  '/blog/authors',
  '/blog/tags',
  ...['docusaurus', 'facebook', 'hello', 'hola'].map((tag) => `/blog/tags/${tag}`),
  ...['first-blog-post', 'long-blog-post', 'mdx-blog-post', 'welcome'].map(
    (post) => `/blog/${post}`,
  ),
  '/docs',
  '/docs/intro',
  '/docs/anesthesia',
  '/docs/category/api/medication',
  '/docs/guides/general/breakpoints',
  '/docs/guides/component-library/form-fields',
  '/docs/guides/anesthesia/premedication',
  '/docs/guides/medication-module/intro',
  '/docs/guides/medication-module/getting-started',
  '/docs/guides/medication-module/fhir-resources',
  '/docs/guides/medication-module/fhir-resources/medication-request',
  '/docs/guides/medication-module/fhir-resources/service-request',
  ...prescriptionGuides.map((page) => `/docs/guides/medication-module/prescriptions/${page}`),
  ...[
    'fhir-r-4-medicationrequest-and-servicerequest-resources',
    'get-medication-request-by-id',
    'get-service-request-by-id',
    'medication-request',
    'service-request',
    ...apiSchemas,
  ].map((page) => `/docs/api/medication/${page}`),
].sort();
