import ApiExplorer, { type Props } from '@theme-original/ApiExplorer';
import SkeletonLoader from '@theme/SkeletonLoader';
import { lazy, Suspense, type ReactNode } from 'react';

// The theme draws the explorer in the browser only, after hydration: where it goes can be
// decided by code that loads then.
const PlacedExplorer = lazy(() => import('@site/src/components/OperationPage/PlacedExplorer'));

/** The explorer, beside the content or, on a phone, after the request's parameters. */
export default function ApiExplorerWhereItIsRead(props: Props): ReactNode {
  return (
    <Suspense fallback={<SkeletonLoader size="lg" />}>
      <PlacedExplorer>
        <ApiExplorer {...props} />
      </PlacedExplorer>
    </Suspense>
  );
}
