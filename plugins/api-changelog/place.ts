import { routes } from '../../config/site';

/** Where the changelog is shown: a section of an existing page, as the route list is a contract. */
export const changelogPage = { pageUrl: routes.guidesIntro, sectionId: 'changelog' } as const;

/** Where its Atom feed is served, beside the OpenAPI description it is read from. */
export const changelogFeedUrl = '/openapi/changelog.atom';
