import { PageMetadata } from '@docusaurus/theme-common';
import type { Props } from '@theme/Blog/Pages/BlogAuthorsListPage';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type { ReactNode } from 'react';

/** The theme gives this page a title only; search results and link previews need a description. */
export default function BlogAuthorsListPageWithDescription(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description="Who writes the medication module blog: the technical writer, front-end and FHIR integration engineers behind these docs, and the posts each of them wrote." />
      <BlogAuthorsListPage {...props} />
    </>
  );
}
