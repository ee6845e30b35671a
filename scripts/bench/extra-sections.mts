import { checkResourceSection } from './check-resource-section.mjs';
import { searchSection } from './search-section.mjs';
import type { BenchSection } from './section.mjs';

/**
 * Further measurements for `npm run bench`, run after the page measurements against
 * the same served build and Chromium. To add one, implement BenchSection in its own
 * file here and list it.
 */
export const extraSections: readonly BenchSection[] = [searchSection, checkResourceSection];
