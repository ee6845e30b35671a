import CodeInline from '@theme/CodeInline';
import MDXCode from '@theme/MDXComponents/Code';
import type { Props } from '@theme/MDXComponents/Code';
import type { ReactNode } from 'react';
import { isInlineWithBreakPoints } from './break-points';

/**
 * The theme's Markdown `code`, which takes code whose children are not all text for a code
 * block: code in table cells with break points stays inline.
 */
export default function MDXCodeKeepingBreakPoints(props: Props): ReactNode {
  return isInlineWithBreakPoints(props.children) ? (
    <CodeInline {...props} />
  ) : (
    <MDXCode {...props} />
  );
}
