/**
 * Facts about the site that several config pieces share. The repository and help
 * addresses can be overridden per deployment, because forks and internal mirrors
 * of these docs live at other addresses.
 */
export const siteTitle = 'Medication module developer docs';
export const siteTagline =
  'Guides and an API reference for integrating with the hospital medication module over FHIR R4.';
export const siteUrl = process.env.DOCS_SITE_URL ?? 'https://docs.medication-module.example.org';
export const sourceRepositoryUrl =
  process.env.DOCS_REPOSITORY_URL ?? 'https://github.com/medication-module/developer-docs';
/** FHIR implementers chat: where integrators get answers about R4 semantics. */
export const helpUrl =
  process.env.DOCS_HELP_URL ?? 'https://chat.fhir.org/#narrow/stream/179166-implementers';
export const copyrightYear = 2025;

export const routes = {
  guidesIntro: '/docs/guides/medication-module/intro',
  gettingStarted: '/docs/guides/medication-module/getting-started',
  apiIndex: '/docs/category/api/medication',
  tutorialIntro: '/docs/intro',
  blog: '/blog',
} as const;
