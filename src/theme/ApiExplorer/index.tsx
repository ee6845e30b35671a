import { lazy, Suspense, useRef } from 'react';
import type { Props } from '@theme/ApiExplorer';
import SkeletonLoader from '@theme/SkeletonLoader';
import { useNearViewport } from '@site/src/hooks/use-near-viewport';

/**
 * The request explorer and code samples (postman-collection, the code generators, a
 * live editor, form handling) are most of an operation page's JavaScript. ApiItem
 * renders the explorer in the browser only, after hydration, so its code can arrive
 * later: when the panel is about to scroll into view (at once beside the content on
 * wide screens, on reaching it below the content on phones).
 */
const ApiExplorer = lazy(() => import('@theme-original/ApiExplorer'));

export default function LazyApiExplorer(props: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const nearViewport = useNearViewport(panel);
  const skeleton = <SkeletonLoader size="lg" />;
  return (
    <div ref={panel}>
      {nearViewport ? (
        <Suspense fallback={skeleton}>
          <ApiExplorer {...props} />
        </Suspense>
      ) : (
        skeleton
      )}
    </div>
  );
}
