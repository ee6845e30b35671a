import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames } from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import type { Props } from '@theme/BlogListPage';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import Heading from '@theme/Heading';
import SearchMetadata from '@theme/SearchMetadata';
import clsx from 'clsx';
import type { ReactNode } from 'react';

/**
 * The blog's list of posts, headed by the blog's title and description.
 *
 * Replaces the theme's page rather than wrapping it: the theme's list has no <h1> (each post's
 * title is an <h2>, with nothing above it), and what it renders inside the main landmark
 * cannot be added to from outside. Otherwise as the theme's, written against theme-classic
 * 3.7.0.
 */
export default function BlogListPage(props: Props): ReactNode {
  const { metadata, items, sidebar } = props;
  const { blogTitle, blogDescription, permalink } = metadata;
  const { siteConfig } = useDocusaurusContext();
  const title = permalink === '/' ? siteConfig.title : blogTitle;
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}
    >
      <PageMetadata title={title} description={blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={sidebar}>
        <header className="margin-bottom--xl">
          <Heading as="h1">{title}</Heading>
          <p>{blogDescription}</p>
        </header>
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
