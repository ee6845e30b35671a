import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { useId, useState } from 'react';
import { serverMarkupAttribute } from './server-markup-attribute';

export interface ServerMarkup {
  /**
   * True while and after hydrating over this element's server markup: render it with
   * `dangerouslySetInnerHTML={{ __html: '' }}` and `suppressHydrationWarning`, and React
   * compares no inner HTML while hydrating and, as the string never changes, never writes it
   * afterwards. The server's children stay untouched.
   */
  keep: boolean;
  /** For the element whose children are kept: they find its server markup again. */
  attributes: Record<typeof serverMarkupAttribute, string>;
}

/**
 * Whether this instance hydrates over markup the server rendered. The markup is recognised
 * by the id React gives the instance, the same on the server and during hydration. Anything
 * else is false: a client-side navigation, the development server (no server markup), and a
 * hydration that React gave up for a full client render (its ids are generated
 * differently), so a failed hydration elsewhere on the page never leaves the element empty.
 */
export function useServerMarkup(): ServerMarkup {
  const id = useId();
  const [keep] = useState(
    () =>
      ExecutionEnvironment.canUseDOM &&
      document.querySelector(`[${serverMarkupAttribute}="${CSS.escape(id)}"]`) !== null,
  );
  return { keep, attributes: { [serverMarkupAttribute]: id } };
}
