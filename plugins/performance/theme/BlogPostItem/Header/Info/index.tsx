import type { ReactNode } from 'react';
import Info from '@theme-init/BlogPostItem/Header/Info';
import type { Props } from '@theme/BlogPostItem/Header/Info';
import StaticMarkup from '../../../../static-markup';

/**
 * A post's date and reading time, kept as the server wrote them: rendering them again while
 * hydrating formats the date (Intl.DateTimeFormat) and the reading time (Intl.PluralRules),
 * whose first use on a page sets up ICU's date and plural data, a long task on a phone, to
 * write the same text.
 */
export default function StaticBlogPostItemHeaderInfo(props: Props): ReactNode {
  return (
    <StaticMarkup>
      <Info {...props} />
    </StaticMarkup>
  );
}
