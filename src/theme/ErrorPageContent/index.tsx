import Head from '@docusaurus/Head';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type { Props } from '@theme/Error';
import type { ReactNode } from 'react';

/**
 * A page that crashes inside the layout shows the theme's "This page crashed."
 * content but keeps the title of the page that failed; the specification (§8)
 * names the window "Page Error", as the framework's own fallback does, so that
 * the tab and the browser history tell the reader something went wrong.
 */
export default function ErrorPageContentWithTitle(props: Props): ReactNode {
  return (
    <>
      <Head>
        <title>Page Error</title>
      </Head>
      <ErrorPageContent {...props} />
    </>
  );
}
