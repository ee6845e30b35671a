import { lazy } from 'react';

/**
 * The theme's schema tree (allOf merging, Redux for the explorer's oneOf choice, marked for
 * descriptions) loads in a chunk of its own. Nothing needs it while a page hydrates: schema
 * pages keep the server's markup (StaticMarkup) and operation pages draw their schemas after
 * hydration (src/utils/drawn-after-hydration.tsx). Where it does render in the browser, the
 * nearest Suspense boundary (in StaticMarkup, or the section's skeleton) shows until the
 * chunk arrives.
 */
export default lazy(() => import('@theme-original/Schema'));
