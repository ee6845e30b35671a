/**
 * Browser storage keys of the classic theme (@docusaurus/theme-common:
 * contexts/announcementBar.js and contexts/colorMode.js). The site sets no
 * storage namespace, so the keys carry no suffix.
 */
export const announcementStorageKeys = {
  dismiss: 'docusaurus.announcement.dismiss',
  id: 'docusaurus.announcement.id',
} as const;

export const colorModeStorageKey = 'theme';

/** Where the OpenAPI theme keeps the chosen code-sample language (Tabs groupId "code-samples"). */
export const codeSampleLanguageStorageKey = 'docusaurus.tab.code-samples';
