import SkeletonLoader from '@theme/SkeletonLoader';
import { withDeferredDetails } from '../../deferred-details';
import { island } from '../../island';

/**
 * The OpenAPI theme draws an operation's parameters, request body and responses in the
 * browser only (its server HTML is a skeleton), so their code (the schema tree, allOf
 * merging, the response examples) is not needed while the page hydrates: it loads in a
 * chunk of its own once the page has hydrated, and the sections are drawn in a transition
 * instead of in the one long update that follows hydration. The skeleton is the one the
 * theme's own fallback draws, so hydration finds the markup it expects. Response schemas
 * also defer their closed sections (../../deferred-details.tsx).
 */
export default island(
  async () => withDeferredDetails((await import('@theme-init/ResponseSchema')).default),
  { name: 'ResponseSchema', until: 'hydrated', meanwhile: () => <SkeletonLoader size="md" /> },
);
