import type { ThemeConfig } from '@docusaurus/theme-common';
import { routes } from './site';

type AnnouncementBar = NonNullable<ThemeConfig['announcementBar']>;

/**
 * Change `id` whenever the content changes: readers who dismissed the previous
 * announcement then see the new one, because dismissal is stored per id.
 */
export const announcementBar = {
  id: 'fhir-r4-api-reference-2025',
  content: `The FHIR R4 medication API reference is live. <a href="${routes.gettingStarted}">Make your first request</a> against the local sandbox.`,
  backgroundColor: '#10375c',
  textColor: '#f4f8fb',
  isCloseable: true,
} satisfies AnnouncementBar;
