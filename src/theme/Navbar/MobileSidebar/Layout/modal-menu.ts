/** What can take focus with Tab, in document order. */
const tabbable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Elements of `root` that Tab reaches now: drawn, and not in a panel slid out of view. */
export function tabbableIn(root: Element): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(tabbable)).filter(
    (element) =>
      element.closest('[inert]') === null && element.checkVisibility({ visibilityProperty: true }),
  );
}

/** Everything outside `element` within `boundary`: its siblings, and its ancestors' siblings. */
function outside(element: Element, boundary: Element): Element[] {
  const found: Element[] = [];
  for (let node = element; node !== boundary && node.parentElement; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling !== node && !['SCRIPT', 'STYLE', 'TEMPLATE'].includes(sibling.tagName)) {
        found.push(sibling);
      }
    }
  }
  return found;
}

/** The menu's two panels (primary menu, docs sidebar), and which of them is on the screen. */
function panels(sidebar: Element): { all: Element[]; shown: Element | undefined } {
  const items = sidebar.querySelector('.navbar-sidebar__items');
  const all = items ? Array.from(items.children) : [];
  const secondary = items?.classList.contains('navbar-sidebar__items--show-secondary') ?? false;
  return { all, shown: secondary ? all[1] : all[0] };
}

/**
 * Makes the theme's phone menu a modal dialog. The theme slides it over the page but leaves
 * the page under it reachable: focus stayed behind it, Tab went on into the covered page,
 * and Esc did nothing. While it is open this moves focus into it, keeps Tab inside it, makes
 * the page outside the navbar inert, and closes it on Esc; when it closes by Esc, its close
 * button or the backdrop, focus returns to the menu button. A link in it that opens another
 * page leaves focus to that page.
 *
 * It reads the menu's state from the navbar's `navbar-sidebar--show` class, Infima's, which
 * the theme sets; the theme's own state hook is not part of its public API.
 */
export function modalMenu(sidebar: HTMLElement, label: string): () => void {
  const navbar = sidebar.closest('nav');
  const page = navbar?.parentElement;
  if (!navbar || !page) return () => undefined;
  sidebar.setAttribute('role', 'dialog');
  sidebar.setAttribute('aria-modal', 'true');
  sidebar.setAttribute('aria-label', label);

  let open = false;
  let openedAt = '';
  let madeInert: Element[] = [];
  const toggle = () => navbar.querySelector<HTMLElement>('.navbar__toggle');
  const closeButton = () => sidebar.querySelector<HTMLElement>('.navbar-sidebar__close');

  const release = () => {
    for (const element of madeInert) element.removeAttribute('inert');
    madeInert = [];
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      closeButton()?.click();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = tabbableIn(sidebar);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    const wrapTo = !sidebar.contains(active)
      ? event.shiftKey
        ? last
        : first
      : event.shiftKey && active === first
        ? last
        : !event.shiftKey && active === last
          ? first
          : undefined;
    if (wrapTo) {
      event.preventDefault();
      wrapTo.focus();
    }
  };

  const opened = () => {
    openedAt = window.location.href;
    madeInert = outside(navbar, page.parentElement ?? page).filter(
      (element) => !element.hasAttribute('inert') && !element.contains(sidebar),
    );
    for (const element of madeInert) element.setAttribute('inert', '');
    document.addEventListener('keydown', onKeyDown, true);
    focusWhenShown(0);
  };

  // The menu turns visible in the first frame of its slide in: only from then on can it take focus.
  const focusWhenShown = (frame: number) => {
    const target = closeButton() ?? tabbableIn(sidebar)[0];
    target?.focus();
    if (open && target && document.activeElement !== target && frame < 30) {
      requestAnimationFrame(() => focusWhenShown(frame + 1));
    }
  };

  const closed = () => {
    release();
    document.removeEventListener('keydown', onKeyDown, true);
    const active = document.activeElement;
    const focusLeftBehind = active === null || active === document.body || sidebar.contains(active);
    if (window.location.href === openedAt && focusLeftBehind) toggle()?.focus();
  };

  /*
   * The panel slid out of view is inert from the moment the theme switches panels. Its slide
   * takes a moment, and a link in it that took focus then (a Tab just after the menu opened)
   * lost it to the page when the panel was hidden. Going back to the main menu, or on to the
   * docs sidebar, slides the focused button away: focus moves to the panel now shown.
   */
  const panelChanged = () => {
    const { all, shown } = panels(sidebar);
    if (!shown) return;
    const active = document.activeElement;
    const focusSlidAway =
      open &&
      active !== null &&
      sidebar.contains(active) &&
      !shown.contains(active) &&
      !sidebar.querySelector('.navbar-sidebar__brand')?.contains(active);
    for (const panel of all) panel.toggleAttribute('inert', panel !== shown);
    if (focusSlidAway) tabbableIn(shown)[0]?.focus();
  };

  const observer = new MutationObserver(() => {
    const nowOpen = navbar.classList.contains('navbar-sidebar--show');
    if (nowOpen !== open) {
      open = nowOpen;
      if (open) opened();
      else closed();
    }
    panelChanged();
  });
  observer.observe(navbar, { attributes: true, attributeFilter: ['class'] });
  const items = sidebar.querySelector('.navbar-sidebar__items');
  if (items) observer.observe(items, { attributes: true, attributeFilter: ['class'] });
  panelChanged();
  if (navbar.classList.contains('navbar-sidebar--show')) {
    open = true;
    opened();
  }

  return () => {
    observer.disconnect();
    release();
    document.removeEventListener('keydown', onKeyDown, true);
  };
}
