import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import SkeletonLoader from '@theme/SkeletonLoader';

type SkeletonSize = ComponentProps<typeof SkeletonLoader>['size'];

/**
 * For an OpenAPI theme section that the theme draws in the browser only (parameters, request
 * body, responses): its server HTML is the theme's skeleton, so its code is not needed while
 * the page hydrates. The code loads in a chunk of its own once the page has hydrated, and
 * the section is drawn in a transition, in slices between which the page answers input,
 * instead of in the one long update that follows hydration. The skeleton is the one the
 * theme's own fallback draws, so hydration finds the markup it expects.
 */
export function drawnAfterHydration<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  skeleton: SkeletonSize,
  label: string,
): ComponentType<Props> {
  const Section = lazy(async () => ({ default: await load() })) as unknown as ComponentType<Props>;

  function DrawnAfterHydration(props: Props): ReactNode {
    const [drawn, setDrawn] = useState(false);
    useEffect(() => startTransition(() => setDrawn(true)), []);
    const placeholder = <SkeletonLoader size={skeleton} />;
    if (!drawn) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Section {...props} />
      </Suspense>
    );
  }
  DrawnAfterHydration.displayName = label;
  return DrawnAfterHydration;
}
