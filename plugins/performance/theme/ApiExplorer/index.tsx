import type { Props } from '@theme/ApiExplorer';
import SkeletonLoader from '@theme/SkeletonLoader';
import { island } from '../../island';

/**
 * The request explorer and code samples (postman-collection, the code generators, a live
 * editor, form handling) are most of an operation page's JavaScript. ApiItem renders the
 * explorer in the browser only, after hydration, so its code can arrive later: when the
 * panel is about to scroll into view (at once beside the content on wide screens, on
 * reaching it below the content on phones).
 */
export default island<Props>(async () => (await import('@theme-init/ApiExplorer')).default, {
  name: 'ApiExplorer',
  until: 'near-viewport',
  meanwhile: () => <SkeletonLoader size="lg" />,
});
