import {
  createContext,
  useContext,
  useMemo,
  useRef,
  useState,
  type MutableRefObject,
  type ReactNode,
} from 'react';

/**
 * Where the explorer's requests go, shared by the base URL field (inside the theme's request
 * form) and the Send panel below it:
 * - `page`: this page's sandbox answers Send, in the browser; the samples call the local sandbox,
 *   which answers the same;
 * - `local`: the samples call the sandbox on the reader's machine (npm run mock or the
 *   downloaded file); Send is off, because the page never calls other hosts;
 * - `production`: the samples call the API; Send is off, so no real token is ever sent.
 */
export type Target = 'page' | 'local' | 'production';

interface TryItState {
  target: Target;
  setTarget: (target: Target) => void;
  /** X-Sandbox-Time for Send, empty when not replaying. */
  sandboxTime: string;
  setSandboxTime: (moment: string) => void;
  /** Send, for the request form's Enter key. */
  sendRef: MutableRefObject<(() => void) | undefined>;
}

const TryItContext = createContext<TryItState | undefined>(undefined);

/** The `at` query parameter of a catalogue link: the moment to replay. */
function linkedMoment(): string {
  if (typeof window === 'undefined') return '';
  return new URLSearchParams(window.location.search).get('at') ?? '';
}

export function TryItProvider({ children }: { children: ReactNode }): ReactNode {
  const [target, setTarget] = useState<Target>('page');
  const [sandboxTime, setSandboxTime] = useState(linkedMoment);
  const sendRef = useRef<(() => void) | undefined>(undefined);
  const value = useMemo(
    () => ({ target, setTarget, sandboxTime, setSandboxTime, sendRef }),
    [target, sandboxTime],
  );
  return <TryItContext.Provider value={value}>{children}</TryItContext.Provider>;
}

export function useTryIt(): TryItState {
  const state = useContext(TryItContext);
  if (!state) throw new Error('useTryIt needs a TryItProvider (src/theme/ApiExplorer/Request)');
  return state;
}
