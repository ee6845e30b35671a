import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type { ReactNode } from 'react';
import PageMarkdown from '../../components/PageMarkdown';

/** Every doc and API page offers its Markdown twin right below its breadcrumbs. */
export default function DocBreadcrumbsWithMarkdown(): ReactNode {
  return (
    <>
      <DocBreadcrumbs />
      <PageMarkdown />
    </>
  );
}
