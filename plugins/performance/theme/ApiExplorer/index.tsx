import type { Props } from '@theme/ApiExplorer';
import SkeletonLoader from '@theme/SkeletonLoader';
import { island } from '../../island';

/**
 * The request explorer and code samples (postman-collection, the code generators, a live
 * editor, form handling) are most of an operation page's JavaScript. ApiItem renders the
 * explorer in the browser only, after hydration, so its code can arrive later: when the
 * panel is about to scroll into view (at once beside the content on wide screens, on
 * reaching it below the content on phones).
 */
export default island<Props>(
  async () => {
    // The code samples highlight with Prism's core (../../stand-ins/prism-highlight), whose
    // languages a page registers with its code block's chunk: without it, on a page whose
    // code blocks have not loaded yet, the samples stayed plain text.
    const [explorer] = await Promise.all([
      import('@theme-init/ApiExplorer'),
      import('../CodeBlock/prism-languages'),
    ]);
    return explorer.default;
  },
  {
    name: 'ApiExplorer',
    until: 'near-viewport',
    meanwhile: () => <SkeletonLoader size="lg" />,
  },
);
