/*
 * What is checked where, and why that is every page at every width:
 * - Every page of the build (the list comes from build/), at 1280 px: every axe rule of
 *   WCAG 2.2 A and AA that reads the page's content (names, headings, lists, tables, landmarks,
 *   ARIA, language, tap targets), no console problem and no request leaving 127.0.0.1 (the
 *   guard of e2e-test.ts), no table hiding columns; then with every section open at 320 px
 *   (WCAG 1.4.10): nothing past the right edge, no diagram past the screen, no table that hides
 *   that it scrolls, no text cut off. These are DOM measurements, a few milliseconds a page.
 * - The colour rules (colour contrast, links told apart from the text around them) read colours,
 *   which the stylesheets choose by an element's tag and classes, or an inline style sets
 *   (highlighted code, drawn diagrams); the words do not change them. So each text style
 *   (text-styles.ts: an element holding text, by its look and its parent's) is checked on the
 *   first page, in sorted order, that shows it, and what the browser draws that the build does
 *   not hold (an operation page's explorer) on every page that draws it. The colour rules run
 *   on those elements only: every style of the site is checked on a page that shows it, a new
 *   component or colour where it first appears. They were over half of axe's time on a long
 *   guide (25 s of 30 s for the whole page).
 * - A few rules of the stylesheets set colours, or the size and weight that decide which
 *   contrast text needs, by the viewport's width: the table cards' background at 600 px and
 *   below, the smaller headings of phones. text-styles.ts reads those rules from the page's
 *   stylesheets, and the colour rules run again at 320 px on the text they restyle, each such
 *   text style on the first page of a worker that shows it (a page tested alone has all of its
 *   own checked). axe reads no generated content, so the cards' column labels (drawn by
 *   ::before) are the one width-dependent colour it cannot check.
 * - At phone width only the layout differs: the page shell's (menu button, collapsed contents,
 *   no sidebar), the same for every page of a kind, and the content's reflow, measured on every
 *   page above. So the phone project runs every rule but the colour rules on one page of each
 *   kind, at 390 px.
 * - The one width-dependent rule whose outcome depends on a page's own content is whether what
 *   scrolls can be reached by keyboard (scrollable-region-focusable): it runs at 320 px on every
 *   other page where something in the content scrolls there, on what scrolls. Tap targets
 *   (target-size) are sized by the shell's and the components' styles, checked on every page
 *   at 1280 px and on one page of each kind at phone width.
 * - States a reader opens on purpose (menus, tabs, sidebar categories) are checked below, in
 *   "opened states", with every rule (the colour rules once per state: an operation's opened
 *   tabs and sections on the first operation page), each test in a browser context of its
 *   own: the site stores a chosen tab.
 * The sweep shares one browser tab per worker (`sharedTab`): it only loads and reads pages,
 * so the site's scripts are fetched and compiled once per worker rather than once per page.
 * Where a page's time goes (Chromium's own task times, on a long guide): axe 60 %, of which
 * tap targets are half and each run's setup, which reads the whole page whatever `within`
 * says, 0.5–2 s; hydration and the DOM measurements little. So the checks of one width share
 * one axe run, and axe is loaded into a page once (axe.ts).
 */
import { openOperation, operationTestTimeout } from '../support/api-pages';
import { axeViolations, colourRules } from '../support/axe';
import { builtRoutes } from '../../scripts/site-build/build-output';
import { expect, test, waitForSettledPage } from '../support/e2e-test';
import {
  diagramsPastTheScreen,
  openEverySection,
  openEveryByPress,
  openEverySectionByPress,
  markScrollers,
  pageOverflow,
  scrollerSelector,
  tablesWiderThanTheirBox,
  textCutOff,
} from '../support/layout';
import { diagramSelector, oneRoutePerKind } from '../support/page-kinds';
import {
  colourCheckSelector,
  markTextRestyledByWidth,
  markOneElementPerLook,
  markTextStylesToCheck,
  widthColourCheckSelector,
} from '../support/text-styles';
import { phoneViewport, viewportIndependent } from '../support/viewport';

// Long pages take axe several seconds, and API pages hydrate slowly on a busy 2-core machine.
test.describe.configure({ timeout: operationTestTimeout });

/*
 * At phone width every page of a kind shares one layout of the page shell (menu button,
 * collapsed contents, no sidebar) around the same content markup, which the desktop sweep
 * checks on every page. So the phone project checks one page of each kind with every rule but
 * the colour rules. Of the rules whose outcome depends on the width, whether controls are big
 * and far enough apart to tap (target-size) follows the shell's and the components' styles, so
 * that page stands for its kind; whether what scrolls sideways can be reached by keyboard
 * depends on the page's own tables, code and diagrams, so the desktop test of every other page
 * runs that rule at the narrowest width, wherever something in the content scrolls there.
 * The colour rules are left to the desktop sweep, which runs them at the narrowest width too on
 * what a stylesheet restyles by width (see the header); the menu, the one part only phones
 * show, is checked with every rule under "opened states" below.
 */
const fullyCheckedOnPhones = new Set(oneRoutePerKind().map(({ route }) => route));
const rulesThatDependOnWidth = ['scrollable-region-focusable', 'target-size'];
const ruleOfTheContentsScrolling = ['scrollable-region-focusable'];

/*
 * The width the desktop test of every page also lays the page out at: the 320 CSS px at
 * which WCAG 1.4.10 (reflow) asks for no sideways scrolling of the page. It stands for every
 * phone: below 400 px no stylesheet of the site or the theme changes the layout, so what
 * overflows, is cut off, scrolls or crowds at a 390 px phone does so at 320 px too, only
 * sooner (and the phone project checks one page of each kind at 390 px with every rule).
 */
const narrowestWidth = 320;

/*
 * After a resize the theme redraws what depends on the width (menu button, collapsed
 * contents) in the frames that follow; a chunk it loads for that counts as pending anyway.
 * A shorter quiet spell than after a load, where lazy parts arrive in their own time.
 */
const resizeQuietMs = 100;

/*
 * Every page of the production build: axe finds nothing (the colour rules on the text styles
 * the page shows first, see the header), and the guard of e2e-test.ts
 * finds no console error or warning and no request leaving 127.0.0.1. The desktop test
 * also measures the page's layout, at 1280 px and, with every section opened, at the
 * narrowest width: no table hides columns on a desktop; on a phone a table is either cards or
 * shows that it scrolls; no diagram and nothing else reaches past the right edge of the
 * window, and no name, type or other text is cut off.
 */
test.describe(() => {
  // Tests that only load and read pages: one tab per worker (see the header).
  test.use({ sharedTab: true });

  for (const route of builtRoutes()) {
    const checkedOnPhones = fullyCheckedOnPhones.has(route);
    test(
      `${route} passes axe (WCAG 2.2 AA) and reflows, with a clean console and no foreign requests`,
      checkedOnPhones ? {} : viewportIndependent,
      async ({ page, isMobile }) => {
        const response = await page.goto(route);
        expect(response?.status()).toBe(200);
        await waitForSettledPage(page);
        // One axe run: the colour rules on the text styles this page shows first, every other
        // rule on the whole page.
        const colours = !isMobile && (await markTextStylesToCheck(page, route)) > 0;
        const narrowed = { rules: colourRules, within: colourCheckSelector };
        const scope = colours ? { narrowed } : { skipRules: colourRules };
        expect(await axeViolations(page, scope)).toEqual([]);
        if (isMobile) return;
        expect(
          await tablesWiderThanTheirBox(page, { allowScrolling: false }),
          'at 1280 px',
        ).toEqual([]);

        // A long name in a closed section (a schema's nested element) must wrap once opened too.
        await openEverySection(page);
        await page.setViewportSize({ ...phoneViewport, width: narrowestWidth });
        await waitForSettledPage(page, resizeQuietMs);
        const at = `at ${narrowestWidth} px`;
        expect(await pageOverflow(page), `${at}, px past the right edge`).toBe(0);
        expect(await diagramsPastTheScreen(page, diagramSelector), at).toEqual([]);
        expect(await tablesWiderThanTheirBox(page, { allowScrolling: true }), at).toEqual([]);
        expect(await textCutOff(page), at).toEqual([]);
        // One axe run for both checks at this width (each run first reads the whole page): the
        // colour rules on the text a stylesheet restyles by width, and whether what scrolls here
        // can be reached by keyboard. The colour rules stay off the rest of what scrolls (long
        // code, wide tables): no rule of this width restyles it, and 1280 px checked its colours.
        // The phone project runs every rule on a page it checks, at 390 px, where its layout is
        // the same.
        const restyled = (await markTextRestyledByWidth(page)) > 0;
        const scrolling = !checkedOnPhones && (await markScrollers(page, 'main')) > 0;
        const checks = [
          ...(restyled ? [{ rules: colourRules, within: widthColourCheckSelector }] : []),
          ...(scrolling ? [{ rules: ruleOfTheContentsScrolling, within: scrollerSelector }] : []),
        ];
        if (checks.length === 0) return;
        const onlyRules = checks.flatMap(({ rules }) => rules);
        const within = checks.map((check) => check.within).join(', ');
        const onRestyled = { rules: colourRules, within: widthColourCheckSelector };
        const narrowing = restyled && scrolling ? { narrowed: onRestyled } : {};
        expect(await axeViolations(page, { onlyRules, within, ...narrowing }), at).toEqual([]);
      },
    );
  }
});

/*
 * States a reader opens on purpose, which the sweep above (pages as loaded)
 * does not show: menus, every tab of an API operation, every sidebar category.
 */
test.describe('opened states', () => {
  test('the mobile menu, with the docs sidebar and with the primary menu', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the menu exists at 996 px and below');
    await page.goto('/docs/guides/medication-module/getting-started');
    await waitForSettledPage(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar')).toBeInViewport();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '← Back to main menu' }).click();
    // The primary menu slides in; axe reads colours mid-slide as blends of both panels. Only
    // animations that end are awaited: an endless one (a loading shimmer) would never settle.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
          .map((animation) => animation.finished),
      ),
    );
    // Exception: axe takes the primary menu's links' background from the page's light "Copy
    // page" button lying under the sidebar's opaque panel at the same point (computed: #dadde1
    // on the panel's #242526, 11:1). The panel and the theme's menu-link colours pass
    // color-contrast in the docs-sidebar state above, where nothing light lies underneath.
    expect(await axeViolations(page, { skipRules: ['color-contrast'] })).toEqual([]);
  });

  test('every sidebar category expanded', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the docs sidebar sits beside the page on desktop');
    await page.goto('/docs/intro');
    await waitForSettledPage(page);
    await openEveryByPress(page, 'nav[aria-label="Docs sidebar"] [aria-expanded="false"]');
    await expect(
      page.getByRole('navigation', { name: 'Docs sidebar' }).locator('[aria-expanded="false"]'),
    ).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  const operations = builtRoutes().filter((route) => /\/api\/medication\/get-/.test(route));
  for (const operation of operations) {
    test(
      `${operation} with the last code sample and response tab selected, details open`,
      viewportIndependent,
      async ({ page }) => {
        await openOperation(page, operation);
        await waitForSettledPage(page);
        // The last tabs are python and the highest (error) status code: other colours, other panels.
        const tabLists = page.locator('main [role="tablist"]:visible');
        for (let list = 0; list < (await tabLists.count()); list += 1) {
          const lastTab = tabLists.nth(list).getByRole('tab').last();
          await lastTab.click();
          await expect(lastTab).toHaveAttribute('aria-selected', 'true');
        }
        await openEverySectionByPress(page);
        // The tabs and sections are in the content; the sweep has checked the page's shell. Every
        // operation page opens the same components, drawn in the same colours: the colour rules
        // check them on the first, each component in each place it sits once (a schema repeats
        // its rows' components many times).
        if (operation === operations[0]) {
          expect(await markOneElementPerLook(page, 'main')).toBeGreaterThan(0);
          const narrowed = { rules: colourRules, within: colourCheckSelector };
          expect(await axeViolations(page, { within: 'main', narrowed })).toEqual([]);
        } else {
          expect(await axeViolations(page, { within: 'main', skipRules: colourRules })).toEqual([]);
        }
        // At the narrowest width, the rules whose outcome depends on the width.
        await page.setViewportSize({ ...phoneViewport, width: narrowestWidth });
        await waitForSettledPage(page, resizeQuietMs);
        expect(
          await axeViolations(page, { onlyRules: rulesThatDependOnWidth, within: 'main' }),
          `at ${narrowestWidth} px`,
        ).toEqual([]);
      },
    );
  }
});
