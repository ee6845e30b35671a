import { PageMetadata } from '@docusaurus/theme-common';
import type { Props } from '@theme/BlogTagsListPage';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type { ReactNode } from 'react';

/** The theme gives this page a title only; search results and link previews need a description. */
export default function BlogTagsListPageWithDescription(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description="Every topic of the medication module blog, with how many posts each has: announcements, how this site is built, the tools it relies on, and posts with a Spanish summary." />
      <BlogTagsListPage {...props} />
    </>
  );
}
