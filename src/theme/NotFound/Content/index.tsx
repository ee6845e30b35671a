import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { Props } from '@theme/NotFound/Content';
import Heading from '@theme/Heading';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './styles.module.css';

const destinations = [
  { to: '/docs/guides/medication-module/intro', label: 'Medication module guides' },
  { to: '/docs/category/api/medication', label: 'Medication API reference' },
  { to: '/blog', label: 'Blog' },
] as const;

/**
 * Replaces the theme's generic text: a reader who followed an old link needs to
 * know what went wrong and where the content most likely lives now.
 */
export default function NotFoundContent({ className }: Props): ReactNode {
  const { pathname } = useLocation();
  // The server renders this page once, as 404.html, for every unknown path: it
  // cannot know the address, and hydration must see what the server rendered.
  const isBrowser = useIsBrowser();
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>
            There is no page at{' '}
            {isBrowser ? <code className={styles.path}>{pathname}</code> : 'this address'}. The
            address may be mistyped, or the page may have moved when the docs were reorganised.
          </p>
          <p>These sections cover everything the site documents:</p>
          <ul>
            {destinations.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
          <p>
            You can also search from the navigation bar, or start again from the{' '}
            <Link to="/">home page</Link>.
          </p>
        </div>
      </div>
    </main>
  );
}
