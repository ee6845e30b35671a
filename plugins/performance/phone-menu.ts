import { useEffect, useState } from 'react';

/** Infima's menu button in the navbar, shown on narrow screens only. */
const menuButton = '.navbar__toggle';

/** The events that come before the phone menu opens: a press, focus, the click itself. */
const reachingEvents = ['pointerdown', 'focusin', 'click'] as const;

/**
 * False until the reader reaches for the phone menu's button (presses it, moves focus to it,
 * or clicks it), then true for good. The docs and blog sidebars fill the phone menu's second
 * panel from here: filling it on every page load rendered the whole sidebar into a closed
 * menu, and its first render sorts props with `localeCompare`, whose first call sets up ICU's
 * collator, a long task of its own on a phone. A press comes about 100 ms before its click,
 * so the panel is filled before the menu opens.
 */
export function usePhoneMenuReached(): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (reached) return undefined;
    const onReach = (event: Event): void => {
      if (event.target instanceof Element && event.target.closest(menuButton)) setReached(true);
    };
    // Capture, so that a click fills the panel in the same render that opens the menu.
    for (const type of reachingEvents) document.addEventListener(type, onReach, true);
    return () => {
      for (const type of reachingEvents) document.removeEventListener(type, onReach, true);
    };
  }, [reached]);
  return reached;
}
