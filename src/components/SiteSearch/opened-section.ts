import { withoutTrailingSlash } from '@site/src/utils/route-path';

/** The part of a router location this reads. */
interface RenderedLocation {
  pathname: string;
  hash: string;
}

/** The address of the section a reader chose in the search, until its page has rendered. */
let opening: string | undefined;

/** Remembers that the search is opening `sectionRoute`, so that focus can go there once it shows. */
export function openingSection(sectionRoute: string): void {
  opening = sectionRoute;
}

/**
 * Once the page of the section chosen in the search is on the screen (`location` is the one
 * rendered), moves focus to that section's heading, or to the page's title for a result that
 * is a whole page. Without it, focus went back to the search button, off-screen on the new
 * page, and the next Tab started over in the sidebar. The heading takes focus only until it
 * loses it (tabindex -1), and the page stays where the router scrolled it.
 */
export function focusOpenedSection(location: RenderedLocation): void {
  if (opening === undefined) return;
  const [path = '', hash = ''] = opening.split('#');
  if (withoutTrailingSlash(location.pathname) !== withoutTrailingSlash(path)) return;
  if (location.hash !== (hash ? `#${hash}` : '')) return;
  opening = undefined;
  const target = hash
    ? document.getElementById(decodeURIComponent(hash))
    : document.querySelector<HTMLElement>('main h1');
  if (!(target instanceof HTMLElement)) return;
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus({ preventScroll: true });
}
