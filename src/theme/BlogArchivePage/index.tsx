import Link from '@docusaurus/Link';
import { PageMetadata } from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { ArchiveBlogPost, Props } from '@theme/BlogArchivePage';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type { ReactNode } from 'react';

/**
 * The blog archive: every post by year, newest year first.
 *
 * Replaces the theme's page rather than wrapping it, for three things inside it: the theme
 * heads each year with an <h3> straight under the page's <h1>, a skipped level that
 * screen-reader users navigating by heading meet as a missing section; it describes the page
 * with the word "Archive" alone, in the hero and in search results; and it puts the title
 * outside the main landmark, where "skip to main content" and landmark navigation pass it by.
 */
const title = 'Archive';
const description =
  'Every post of the medication module blog by year, newest first: dates and titles on one page.';

interface Year {
  year: string;
  posts: ArchiveBlogPost[];
}

/** Posts grouped by the year of their date, in the order the plugin gives them (newest first). */
function byYear(posts: readonly ArchiveBlogPost[]): Year[] {
  const years: Year[] = [];
  for (const post of posts) {
    const year = post.metadata.date.slice(0, 4);
    const last = years.at(-1);
    if (last?.year === year) last.posts.push(post);
    else years.push({ year, posts: [post] });
  }
  return years;
}

/** "18 February" in the site's locale and calendar, as the theme's own archive writes it. */
function useDayAndMonth(): Intl.DateTimeFormat {
  const { currentLocale, localeConfigs } = useDocusaurusContext().i18n;
  const { calendar } = localeConfigs[currentLocale] ?? {};
  return new Intl.DateTimeFormat(currentLocale, {
    calendar,
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
}

function YearOfPosts({ year, posts }: Year): ReactNode {
  const dateFormat = useDayAndMonth();
  return (
    <div className="col col--4 margin-vert--lg">
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map(({ metadata }) => (
          <li key={metadata.permalink}>
            <Link to={metadata.permalink}>
              {dateFormat.format(new Date(metadata.date))} - {metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function BlogArchivePage({ archive }: Props): ReactNode {
  const years = byYear(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <main>
          <header className="hero hero--primary">
            <div className="container">
              <Heading as="h1" className="hero__title">
                {title}
              </Heading>
              <p className="hero__subtitle">{description}</p>
            </div>
          </header>
          {years.length > 0 && (
            <section className="margin-vert--lg">
              <div className="container">
                <div className="row">
                  {years.map((year) => (
                    <YearOfPosts key={year.year} {...year} />
                  ))}
                </div>
              </div>
            </section>
          )}
        </main>
      </Layout>
    </>
  );
}
