import { useEffect, type KeyboardEvent } from 'react';

/**
 * The request form's "Collapse all / Expand all" (ApiExplorer/Request, docusaurus-theme-openapi-docs
 * 4.7.1) is a <span> with a click handler: a mouse can use it, a keyboard cannot reach it. Until
 * the theme (or an ejected request form) makes it a <button>, the explorer's panel gives each such
 * span the role and the Tab stop of a button, and Enter and Space click it. React reuses the span
 * when its text changes, so the attributes stay; a remounted form gets them again.
 */
const toggleSelector = '.openapi-explorer__expand-details-btn';

/** For the explorer's panel element, which moves (and is a new element) on a phone. */
export function useKeyboardExpandToggle(element: HTMLElement | null): void {
  useEffect(() => {
    if (!element) return undefined;
    const mark = () => {
      element.querySelectorAll<HTMLElement>(`${toggleSelector}:not([role])`).forEach((toggle) => {
        toggle.setAttribute('role', 'button');
        toggle.tabIndex = 0;
      });
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [element]);
}

export function clickExpandToggleFromKeyboard(event: KeyboardEvent<HTMLElement>): void {
  const target = event.target as HTMLElement;
  if ((event.key === 'Enter' || event.key === ' ') && target.matches(toggleSelector)) {
    event.preventDefault();
    target.click();
  }
}
