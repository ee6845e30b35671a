import { startTransition, useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import ResponseSchema from '@theme-original/ResponseSchema';
import SkeletonLoader from '@theme/SkeletonLoader';
import { withDeferredDetails } from '@site/src/components/DeferredDetails';
import { asThemeList } from '@site/src/components/OpenApiListSemantics';

type Props = ComponentProps<typeof ResponseSchema>;

const ThemedResponseSchema = withDeferredDetails(asThemeList(ResponseSchema));

/**
 * The theme draws response schemas in the browser only, with the skeleton of its server
 * HTML until then. It draws them in the update that follows hydration, which React runs in
 * one piece: on an operation page several hundred components in one long task on a phone.
 * Started in a transition instead, the same drawing happens in slices between which the
 * page answers input.
 */
export default function ResponseSchemaDrawnAfterHydration(props: Props): ReactNode {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => startTransition(() => setDrawn(true)), []);
  return drawn ? <ThemedResponseSchema {...props} /> : <SkeletonLoader size="md" />;
}
