import {
  Component,
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
  type MutableRefObject,
  type RefObject,
} from 'react';
import styles from './island.module.css';

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

/** Becomes true, and stays true, once `element` comes within one screen height of the visible area. */
function useNearViewport(element: RefObject<Element | null>, watching: boolean): boolean {
  const [near, setNear] = useState(!watching);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

/** A control as a reader knows it: its element and its name. */
function controlName(element: Element): string {
  return `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent ?? ''}`;
}

const focusable = 'a[href],button,input,select,textarea,summary,[tabindex]';

/** Controls that do nothing in the server's markup: their behaviour is all script. */
const answersOnlyToScripts = 'button[type=button],[role=tab]';

/**
 * Keeps the reader's place when an island draws itself over the server's HTML, which is
 * thrown away then.
 *
 * The keyboard focus: a control focused in the server's markup (a code block's copy button,
 * reached with Tab while the chunk was on its way) took the focus with it, and the browser put
 * it back on <body>, at the start of the page. The snapshot is read before React changes the
 * DOM, which only a class component can do.
 *
 * A click: a button or tab clicked in the server's markup did nothing (a tab group reached by
 * a link and clicked at once, before its code had arrived). The island focuses it then, and
 * once the component is drawn, its control of the same name is clicked for the reader.
 */
class KeepsReaderInput extends Component<{
  readonly box: RefObject<HTMLDivElement | null>;
  /** Whether the focused control was clicked in the server's markup. */
  readonly clicked: MutableRefObject<boolean>;
  readonly children: ReactNode;
}> {
  override getSnapshotBeforeUpdate(): string | null {
    const focused = document.activeElement;
    return focused && this.props.box.current?.contains(focused) ? controlName(focused) : null;
  }

  override componentDidUpdate(_props: unknown, _state: unknown, focused: string | null): void {
    const { box: boxRef, clicked } = this.props;
    const box = boxRef.current;
    if (focused === null || !box || box.contains(document.activeElement)) return;
    const control = Array.from(box.querySelectorAll<HTMLElement>(focusable)).find(
      (element) => controlName(element) === focused,
    );
    control?.focus({ preventScroll: true });
    if (clicked.current) {
      clicked.current = false;
      control?.click();
    }
  }

  override render(): ReactNode {
    return this.props.children;
  }
}

export interface IslandOptions<Props extends object> {
  /** The component's name in React's developer tools. */
  readonly name: string;
  /**
   * When the browser loads the code: once the page has hydrated, or once the island comes
   * within a screen height of the visible area.
   */
  readonly until: 'hydrated' | 'near-viewport';
  /**
   * What the page shows until the code has arrived.
   *
   * `'server-html'`: the component itself. The server renders it in full (the build waits for
   * its chunk), and while the page hydrates the browser keeps that HTML as it is: React leaves
   * alone what `dangerouslySetInnerHTML` holds, so nothing in it takes part in hydration. A
   * Suspense boundary would not do: the updates Docusaurus makes right after hydrating (the
   * browser context, the colour mode) reach the boundary before its code, which React answers
   * by dropping the server HTML with an error. After a client-side navigation, where there is
   * no server HTML, `fallback` shows until then.
   *
   * A component: drawn on the server and in the browser until then, for a component that the
   * theme draws in the browser only (its server HTML is already a placeholder).
   */
  readonly meanwhile: 'server-html' | ComponentType<Props>;
  /** With `'server-html'`: what a client-side navigation shows until the code has arrived. */
  readonly fallback?: ComponentType<Props>;
  /**
   * With `'server-html'`, for a component that never hydrates over its own server HTML (it
   * renders inside static markup, or only in the browser): no element of the island's own, so
   * the component's markup sits where it would without the island, such as `<li>`s straight in
   * their `<ul>`. The server still writes it in full; the browser renders it once its code is in.
   */
  readonly neverHydrated?: boolean;
}

/** An island's component, and how to fetch its code ahead of the island's own moment. */
export type Island<Props extends object> = ComponentType<Props> & {
  /**
   * Loads the component's code (once, shared with the island's own load). An island that
   * mounts after the page has hydrated draws the component at once if its code is in, and
   * `fallback` until then: another island whose content holds this one waits for this first.
   */
  readonly preload: () => Promise<ComponentType<Props>>;
};

/**
 * A component whose code loads in a chunk of its own instead of with the page, and is
 * rendered in a transition once it has arrived: React renders it in slices between which
 * the browser answers input, instead of in the one long task that follows hydration.
 */
export function island<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  {
    name,
    until,
    meanwhile,
    fallback: Fallback = () => null,
    neverHydrated = false,
  }: IslandOptions<Props>,
): Island<Props> {
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

  function NeverHydratedIsland(props: Props): ReactNode {
    return (
      <Suspense fallback={<Fallback {...props} />}>
        <LoadedLazily {...props} />
      </Suspense>
    );
  }

  function Island(props: Props): ReactNode {
    const hydrated = useHydrated();
    const box = useRef<HTMLDivElement>(null);
    const keepsServerHtml = useRef(
      meanwhile === 'server-html' && !hydrated && typeof window !== 'undefined',
    );
    const near = useNearViewport(box, until === 'near-viewport');
    const clicked = useRef(false);
    const [asked, setAsked] = useState(false);
    const [Component, setComponent] = useState<ComponentType<Props> | undefined>(() => loaded);
    // An observed element needs a box of its own; otherwise the island adds none to the layout.
    const className = until === 'near-viewport' ? undefined : styles.island;

    useEffect(() => {
      if (Component || !(near || asked)) return undefined;
      let current = true;
      void loadOnce().then((component) => {
        if (current) startTransition(() => setComponent(() => component));
      });
      return () => {
        current = false;
      };
    }, [Component, near, asked]);

    if (Component) {
      return (
        <KeepsReaderInput box={box} clicked={clicked}>
          <div ref={box} className={className}>
            <Component {...props} />
          </div>
        </KeepsReaderInput>
      );
    }
    if (meanwhile !== 'server-html') {
      const Meanwhile = meanwhile;
      return (
        <div ref={box} className={className}>
          <Meanwhile {...props} />
        </div>
      );
    }
    if (keepsServerHtml.current) {
      return (
        <KeepsReaderInput box={box} clicked={clicked}>
          <div
            ref={box}
            className={className}
            // A click on the server's markup asks for the code at once, whatever `until` says.
            onClick={({ target }) => {
              const control = (target as Element).closest<HTMLElement>(answersOnlyToScripts);
              control?.focus();
              clicked.current = !!control;
              setAsked(true);
            }}
            dangerouslySetInnerHTML={{ __html: '' }}
            suppressHydrationWarning
          />
        </KeepsReaderInput>
      );
    }
    return (
      <div ref={box} className={className}>
        <Suspense fallback={<Fallback {...props} />}>
          <LoadedLazily {...props} />
        </Suspense>
      </div>
    );
  }
  const component: ComponentType<Props> =
    meanwhile === 'server-html' && neverHydrated ? NeverHydratedIsland : Island;
  component.displayName = name;
  return Object.assign(component, { preload: loadOnce });
}
