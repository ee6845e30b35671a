import { memo } from 'react';
import ApiItem, { type Props } from '@theme-original/ApiItem';

/*
 * The OpenAPI theme's ApiItem makes the operation's explorer store anew at each of its renders,
 * and the router renders it again at every change of the location, a link to a heading of the
 * same page included: the id, Accept, answer and base URL the reader had chosen were gone after
 * any link in the contents. It reads nothing but its content (contexts still reach it), so it
 * renders again only for another page.
 */
function samePage(before: Props, after: Props): boolean {
  return before.content === after.content;
}

export default memo(ApiItem, samePage);
