import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import styles from './lazy-hydrated.module.css';

const noSubscription = () => () => undefined;

/**
 * True in the browser once the page has hydrated; false on the server and while React
 * hydrates, which is what useSyncExternalStore's server snapshot is for.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A component whose code loads in a chunk of its own instead of with the page.
 *
 * The server renders it in full (the build waits for every chunk), so the page's HTML shows
 * it at once. While the page hydrates, the browser keeps that HTML as it is, without the
 * component's code: React leaves alone what `dangerouslySetInnerHTML` holds, and nothing in
 * it takes part in hydration. A Suspense boundary would not do here: the updates Docusaurus
 * makes right after hydrating (the browser context, the colour mode) would reach the
 * boundary before its code, which React answers by dropping the server HTML with an error.
 * When the chunk has arrived, the component renders over the HTML it had drawn on the
 * server and answers to input. After a client-side navigation, where there is no server
 * HTML, `Fallback` shows until then.
 */
export function lazyHydrated<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Fallback: ComponentType<Props> = () => null,
  label = 'LazyHydrated',
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  // For the server render and client-side navigations. lazy() types its result for props
  // with refs; these components take none.
  const LoadedLazily = lazy(async () => ({
    default: await loadOnce(),
  })) as unknown as ComponentType<Props>;

  function LazyHydrated(props: Props): ReactNode {
    const hydrated = useHydrated();
    const keepsServerHtml = useRef(!hydrated && typeof window !== 'undefined');
    const [Component, setComponent] = useState<ComponentType<Props> | undefined>(() => loaded);

    useEffect(() => {
      if (Component) return;
      let current = true;
      void loadOnce().then((component) => {
        // A transition: React renders the component in slices between which the browser
        // answers input, instead of one task as long as the largest code block takes.
        if (current) startTransition(() => setComponent(() => component));
      });
      return () => {
        current = false;
      };
    }, [Component]);

    if (Component) {
      return (
        <div className={styles.island}>
          <Component {...props} />
        </div>
      );
    }
    if (keepsServerHtml.current) {
      return (
        <div
          className={styles.island}
          dangerouslySetInnerHTML={{ __html: '' }}
          suppressHydrationWarning
        />
      );
    }
    return (
      <div className={styles.island}>
        <Suspense fallback={<Fallback {...props} />}>
          <LoadedLazily {...props} />
        </Suspense>
      </div>
    );
  }
  LazyHydrated.displayName = label;
  return LazyHydrated;
}
