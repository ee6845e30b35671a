import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type { Props } from '@theme/BlogPostItem/Footer/ReadMoreLink';
import type { ReactNode } from 'react';
import hidden from '../../../../css/visually-hidden.module.css';

/**
 * The theme's link under each excerpt reads "Read more" on every post of a list, and gives
 * the post's title to screen readers only, in an aria-label. A reader scanning the links
 * (a links list, a search engine, a voice command) met four identical ones. The post's title
 * is now part of the link's text, hidden from view because the excerpt's heading already
 * shows it, so every reader gets the same name and the visible words start it.
 */
export default function ReadMoreLink({ blogPostTitle, ...linkProps }: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>
        <Translate
          id="theme.blog.post.readMore"
          description="The label used in blog post item excerpts to link to full blog posts"
        >
          Read more
        </Translate>
      </b>
      <span className={hidden.visuallyHidden}> about {blogPostTitle}</span>
    </Link>
  );
}
