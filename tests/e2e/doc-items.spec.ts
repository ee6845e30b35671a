import { type Locator } from '@playwright/test';
import { layerOffReason, performanceLayerEnabled } from '../../plugins/performance/switch';
import { expect, test, waitForSettledPage } from '../support/e2e-test';
import { viewportIndependent } from '../support/viewport';
import {
  codeSamples,
  operationEndpoint,
  requestSample,
  responsesSection,
  revealSamplesPanel,
} from '../support/api-pages';
import { loadRoute } from '../../scripts/site-build/build-output';
import { articleLinkTo, followArticleLink } from '../support/article-links';
import { documentWasKept } from '../support/document-marker';
import { expectHydrated } from '../support/hydration';
import { allPageAssets, type PageKind } from '../../scripts/site-build/page-assets';
import { diagramSelector, routesWithDiagrams } from '../support/page-kinds';
import { holdLateScripts } from '../support/held-scripts';
import { loadedScripts } from '../support/page-watch';
import {
  rememberServerElements,
  serverElementsKept,
  stillFromServer,
} from '../support/server-elements';

/** A class name only the API explorer's request form renders. */
const apiExplorerMarker = 'openapi-explorer__request-form';

const pages = allPageAssets();
const firstRouteOf = (kind: PageKind): string => {
  const route = pages.find((page) => page.kind === kind)?.route;
  if (!route) throw new Error(`The build has no ${kind} page.`);
  return route;
};
const diagramRoutes = routesWithDiagrams();
/** A page whose text links to a page with a diagram, for a client-side navigation to it. */
const linkToDiagram = articleLinkTo(
  pages.map((page) => page.route),
  diagramRoutes,
);

async function loadedExplorer(scripts: Promise<string>[]): Promise<boolean> {
  const bodies = await Promise.all(scripts);
  return bodies.some((body) => body.includes(apiExplorerMarker));
}

test('an API operation page renders its request, responses and code samples', async ({ page }) => {
  const scripts = loadedScripts(page);
  await page.goto(firstRouteOf('api-operation'));
  const content = page.locator('.openapi-left-panel__container');
  await expect(operationEndpoint(page)).toContainText(/get/i);
  await expect(content.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(content.getByRole('tab', { name: '200' })).toBeVisible();
  await expect(content.getByRole('tab', { name: 'Schema' }).first()).toBeVisible();

  await revealSamplesPanel(page);
  const samples = requestSample(page);
  const code = codeSamples(page).locator('pre');
  await expect(code).toContainText('curl');
  await samples.getByRole('tab', { name: /python/i }).click();
  await expect(code).toContainText('import requests');
  await samples.getByRole('tab', { name: /javascript/i }).click();
  await expect(code).toContainText('fetch(');
  expect(await loadedExplorer(scripts)).toBe(true);
});

test(
  'a response schema fills a nested section when the reader opens it, by pointer or keyboard',
  viewportIndependent,
  async ({ page }) => {
    await page.goto(firstRouteOf('api-operation'));
    await expectHydrated(page);
    // A response shows its examples first; the schema is one click away.
    await responsesSection(page).getByRole('tab', { name: 'Schema' }).click();
    // Nested sections of the client-rendered response schema are built on first use
    // (src/theme/Details); opening one must still show its properties at once.
    const closed = page.locator('details.response details.openapi-markdown__details:not([open])');
    const properties = (section: Locator) => section.locator('.openapi-schema__property');

    const byPointer = closed.first();
    const pointerLabel = await properties(byPointer).first().textContent();
    await byPointer.locator(':scope > summary').click();
    const opened = page
      .locator('details.response details[open]')
      .filter({ has: page.locator(':scope > summary', { hasText: pointerLabel ?? '' }) })
      .first();
    await expect(opened).toHaveAttribute('open', '');
    await expect(properties(opened).nth(1)).toBeVisible();

    const byKeyboard = closed.first();
    const keyboardLabel = await properties(byKeyboard).first().textContent();
    expect(keyboardLabel).not.toBe(pointerLabel);
    await byKeyboard.locator(':scope > summary').focus();
    await page.keyboard.press('Enter');
    const openedByKeyboard = page
      .locator('details.response details[open]')
      .filter({ has: page.locator(':scope > summary', { hasText: keyboardLabel ?? '' }) })
      .first();
    await expect(properties(openedByKeyboard).nth(1)).toBeVisible();
  },
);

test(
  'a schema page shows the schema and a JSON sample without the API explorer',
  viewportIndependent,
  async ({ page }) => {
    test.skip(!performanceLayerEnabled(), layerOffReason);
    const scripts = loadedScripts(page);
    await page.goto(firstRouteOf('api-schema'));
    await expect(page.locator('.openapi-left-panel__container.schema')).toBeVisible();
    await revealSamplesPanel(page);
    const sample = page.locator('.openapi-right-panel__container pre');
    await expect(sample).toContainText('{');
    await page.waitForLoadState('networkidle');
    expect(await loadedExplorer(scripts)).toBe(false);
  },
);

test(
  'a guide loads neither the API item nor the explorer',
  viewportIndependent,
  async ({ page }) => {
    test.skip(!performanceLayerEnabled(), layerOffReason);
    const scripts = loadedScripts(page);
    await page.goto(firstRouteOf('guide'));
    await expect(page.locator('article .theme-doc-markdown')).toBeVisible();
    await expect(page.locator('.theme-api-markdown')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await loadedExplorer(scripts)).toBe(false);
  },
);

/** A string the Mermaid library itself carries (a method of its API object). */
const mermaidLibraryMarker = 'registerIconPacks';

/** Where the browser's bundle finds a drawn diagram (plugins/mermaid-diagrams). */
const diagramFiles = /\/assets\/diagrams\/[\w-]+\.svg$/;

test(
  'Mermaid diagrams come drawn in the HTML and stay through hydration',
  viewportIndependent,
  async ({ page }) => {
    test.skip(diagramRoutes.length === 0, 'No page in this build has a Mermaid diagram.');
    const scripts = loadedScripts(page);
    const diagramRequests: string[] = [];
    page.on('request', (request) => {
      if (diagramFiles.test(request.url())) diagramRequests.push(request.url());
    });
    await rememberServerElements(page, `${diagramSelector} svg`);
    await page.goto(diagramRoutes[0] ?? '/');
    await expectHydrated(page);
    await page.waitForLoadState('networkidle');
    const { count, kept } = await serverElementsKept(page, `${diagramSelector} svg`);
    expect(count).toBeGreaterThan(0);
    expect(kept).toBe(true);
    await expect(page.locator(`${diagramSelector} svg`).first()).toBeVisible();
    const bodies = await Promise.all(scripts);
    expect(bodies.some((body) => body.includes(mermaidLibraryMarker))).toBe(false);
    expect(diagramRequests).toEqual([]);
  },
);

test(
  'a Mermaid diagram is drawn after a client-side navigation',
  viewportIndependent,
  async ({ page }) => {
    test.skip(!linkToDiagram, 'No page links to a page with a Mermaid diagram.');
    const { from = '/', to = '/' } = linkToDiagram ?? {};
    await page.goto(from);
    await expectHydrated(page);
    await followArticleLink(page, to);
    // The drawing itself, not the empty placeholder that holds its place while it loads.
    const diagram = page.locator(`${diagramSelector} > svg[id^="mermaid-diagram-"]`).first();
    await expect(diagram).toBeVisible();
    await expect(diagram.locator('title')).not.toBeEmpty();
    await expect(page.locator(diagramSelector).first()).not.toHaveAttribute('aria-busy');
    expect(await documentWasKept(page)).toBe(true);
  },
);

test(
  'a diagram loading after a client-side navigation holds its place',
  viewportIndependent,
  async ({ page }) => {
    test.skip(!linkToDiagram, 'No page links to a page with a Mermaid diagram.');
    const { from = '/', to = '/' } = linkToDiagram ?? {};
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(diagramFiles, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(from);
    await expectHydrated(page);
    await followArticleLink(page, to);
    const diagram = page.locator(diagramSelector).first();
    await expect(diagram).toHaveAttribute('aria-busy', 'true');
    const waiting = await diagram.boundingBox();
    release();
    await expect(diagram.locator('svg > title')).not.toBeEmpty();
    await expect(diagram).not.toHaveAttribute('aria-busy');
    const drawn = await diagram.boundingBox();
    expect(waiting?.height).toBeGreaterThan(0);
    expect(Math.abs((drawn?.height ?? 0) - (waiting?.height ?? 0))).toBeLessThan(1);
  },
);

test(
  'a diagram that fails to load after a client-side navigation says so, and still links to its drawing',
  viewportIndependent,
  async ({ page, siteGuard }) => {
    test.skip(!linkToDiagram, 'No page links to a page with a Mermaid diagram.');
    siteGuard.allowConsole(
      /ERR_INTERNET_DISCONNECTED/,
      'the test cuts the drawing off the network to see the page fall back to a link',
    );
    const { from = '/', to = '/' } = linkToDiagram ?? {};
    const title = loadRoute(to)(`${diagramSelector} svg > title`).first().text().trim();
    await page.route(diagramFiles, (route) => route.abort('internetdisconnected'));
    await page.goto(from);
    await expectHydrated(page);
    await followArticleLink(page, to);
    await expect(page.locator(diagramSelector).first()).toContainText(`“${title}” did not load`);
    const link = page.getByRole('link', { name: `Open full size: ${title}` });
    await expect(link).toHaveAttribute('href', diagramFiles);
    expect(await documentWasKept(page)).toBe(true);
  },
);

/** The page with the widest diagram, by the width each diagram was drawn at. */
const widestDiagram = diagramRoutes
  .map((route) => {
    const $ = loadRoute(route);
    const widths = $(`${diagramSelector} > svg`)
      .toArray()
      .map((svg) => Number(($(svg).attr('viewBox') ?? '').split(/[\s,]+/)[2]) || 0);
    return { route, width: Math.max(0, ...widths) };
  })
  .sort((a, b) => b.width - a.width)[0];

test('the widest diagram fits the screen, and opens on its own at full size, readable', async ({
  page,
  isMobile,
}) => {
  test.skip(!widestDiagram?.width, 'No diagram in this build has a drawn width.');
  await page.goto(widestDiagram?.route ?? '/');
  await expectHydrated(page);
  const widest = await page.locator(`${diagramSelector} > svg`).evaluateAll(
    (drawings) =>
      drawings
        .map((drawing) => ({
          drawn: (drawing as SVGSVGElement).viewBox.baseVal.width,
          right: drawing.getBoundingClientRect().right,
          title: drawing.querySelector('title')?.textContent ?? '',
        }))
        .sort((a, b) => b.drawn - a.drawn)[0],
  );
  expect(widest?.right).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  if (isMobile) expect(widest?.drawn).toBeGreaterThan(page.viewportSize()?.width ?? 0);

  // Opened on its own, the drawing keeps the site's dark background under its light text.
  const link = page.getByRole('link', { name: `Open full size: ${widest?.title ?? ''}` });
  const drawing = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(drawing.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  const file = await drawing.text();
  expect(file).toContain(`>${widest?.title ?? ''}</title>`);
  expect(file).toMatch(
    /^<svg [^>]*style="[^"]*background-color: var\(--ifm-background-color, #[0-9a-f]{6}\)/,
  );
});

/** Guides with a JSON block, and one that links to another of them from its text. */
const guidesWithJson = pages
  .filter((page) => page.kind === 'guide')
  .map((page) => page.route)
  .filter((route) => loadRoute(route)('pre.language-json').length > 0);
const linkedJsonGuides = articleLinkTo(guidesWithJson, guidesWithJson);

test(
  'code blocks stay highlighted through hydration and after a client-side navigation',
  viewportIndependent,
  async ({ page }) => {
    test.skip(!linkedJsonGuides, 'No guide with JSON links to another guide with JSON.');
    const { from = '/', to = '/' } = linkedJsonGuides ?? {};
    const colour = (element: Locator) => element.evaluate((node) => getComputedStyle(node).color);

    await page.goto(from);
    await expectHydrated(page);
    const first = page.locator('pre.language-json').first();
    expect(await colour(first.locator('.token.string').first())).not.toBe(await colour(first));

    // Rendered by the browser alone: the server's markup cannot stand in for the highlighter.
    await followArticleLink(page, to);
    const next = page.locator('pre.language-json').first();
    await expect(next.locator('.token.string').first()).toBeVisible();
    expect(await colour(next.locator('.token.string').first())).not.toBe(await colour(next));
    expect(await documentWasKept(page)).toBe(true);
  },
);

test(
  "a code block keeps the server's highlighting until the code block's code arrives",
  viewportIndependent,
  async ({ page }) => {
    const [route] = guidesWithJson;
    test.skip(!route, 'No guide with a code block.');
    // Prism's core, in the code every page shares, highlights every code block in sight by
    // itself unless told not to: with no grammar loaded yet, it rewrites the server's tokens as
    // plain text. The code block's own chunk, held here, is what draws it again.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.documentElement.dataset.serverTokens = String(
          document.querySelectorAll('pre code .token').length,
        );
      });
    });
    const scripts = await holdLateScripts(page, route ?? '/');
    await page.goto(route ?? '/');
    await expectHydrated(page);
    // Prism's pass runs in an animation frame once the shared code has run.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const serverTokens = Number(await page.locator('html').getAttribute('data-server-tokens'));
    expect(serverTokens).toBeGreaterThan(0);
    expect(scripts.held()).toBeGreaterThan(0);
    await expect(page.locator('pre code .token')).toHaveCount(serverTokens);
    scripts.release();
  },
);

test(
  "a code block's copy button keeps the keyboard focus when the code block's code arrives",
  viewportIndependent,
  async ({ page }) => {
    const [route] = guidesWithJson;
    test.skip(!route, 'No guide with a code block.');
    // Until the code block's chunk arrives the page shows the server's copy button; held, it
    // arrives after the reader has reached the button.
    const scripts = await holdLateScripts(page, route ?? '/');
    await page.goto(route ?? '/');
    await expectHydrated(page);
    const copy = page.locator('pre.language-json').first().locator('xpath=..').getByRole('button', {
      name: 'Copy code to clipboard',
    });
    await copy.focus();
    // The server's button, marked to tell it from the one the code block draws.
    await copy.evaluate((button) => button.setAttribute('data-from-server', ''));
    scripts.release();
    await expect(copy).not.toHaveAttribute('data-from-server');
    await expect(copy).toBeFocused();
  },
);

/** Code blocks outside tab groups: one in a tab the reader has not chosen never nears the screen. */
const untabbedCode = 'article pre:not([role="tabpanel"] pre)';
/** The guide with the most code blocks: the one whose last block sits furthest below the screen. */
const [guideWithMostCode] = pages
  .filter((page) => page.kind === 'guide')
  .map((page) => ({ route: page.route, blocks: loadRoute(page.route)(untabbedCode).length }))
  .sort((a, b) => b.blocks - a.blocks);

test(
  "a code block far below the screen keeps the server's markup until the reader nears it",
  viewportIndependent,
  async ({ page }) => {
    test.skip(!performanceLayerEnabled(), layerOffReason);
    test.skip(!guideWithMostCode?.blocks, 'No guide with a code block.');
    await rememberServerElements(page, untabbedCode);
    await page.goto(guideWithMostCode?.route ?? '/');
    await waitForSettledPage(page);
    const fromServer = (index: number) => stillFromServer(page, untabbedCode, index);
    // The first block is near the top of the article, drawn by the code block's own code.
    await page.locator(untabbedCode).first().scrollIntoViewIfNeeded();
    await expect.poll(() => fromServer(0)).toBe(false);
    // The last one has not been reached: the page did not lay it out again.
    expect(await fromServer(-1)).toBe(true);
    const last = page.locator(untabbedCode).last();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => fromServer(-1)).toBe(false);
    await expect(last.locator('.token').first()).toBeVisible();
  },
);

/** The article's tab groups, as the theme's Tabs write them. */
const tabGroups = 'article .tabs-container';
/** The guide whose first tab group sits furthest down its article, counted in elements. */
const [guideWithLateTabs] = pages
  .filter((page) => page.kind === 'guide')
  .map((page) => {
    const $ = loadRoute(page.route);
    const elements = $('article *').toArray();
    const group = $(tabGroups).first()[0];
    return { route: page.route, before: group ? elements.indexOf(group) : -1 };
  })
  .filter((guide) => guide.before >= 0)
  .sort((a, b) => b.before - a.before);

test(
  "a tab group below the screen keeps the server's markup until the reader nears it, then answers the reader's choice",
  viewportIndependent,
  async ({ page }) => {
    test.skip(!performanceLayerEnabled(), layerOffReason);
    test.skip(!guideWithLateTabs, 'No guide with a tab group.');
    const route = guideWithLateTabs?.route ?? '/';
    await rememberServerElements(page, tabGroups);
    await page.goto(route);
    await waitForSettledPage(page);
    const fromServer = () => stillFromServer(page, tabGroups, 0);
    const group = page.locator(tabGroups).first();
    const screensBelow = await group.evaluate(
      (element) => element.getBoundingClientRect().top / window.innerHeight,
    );
    test.skip(screensBelow < 2, `The first tab group of ${route} is on the first two screens.`);
    expect(await fromServer()).toBe(true);

    await group.scrollIntoViewIfNeeded();
    await expect.poll(fromServer).toBe(false);
    const [, second] = await group.getByRole('tab').all();
    test.skip(!second, 'The tab group has one tab.');
    const label = (await second?.textContent()) ?? '';
    await second?.click();
    await expect(group.getByRole('tab', { selected: true })).toHaveText(label);
    await expect(group.getByRole('tabpanel')).toHaveCount(1);
  },
);

test(
  "a tab clicked before the tab group's code has arrived is chosen once it has",
  viewportIndependent,
  async ({ page }) => {
    test.skip(!performanceLayerEnabled(), layerOffReason);
    test.skip(!guideWithLateTabs, 'No guide with a tab group.');
    const route = guideWithLateTabs?.route ?? '/';
    // The group waits for the code blocks' chunk, held here until the reader has clicked.
    const scripts = await holdLateScripts(page, route);
    await page.goto(route);
    await expectHydrated(page);
    const group = page.locator(tabGroups).first();
    const last = group.getByRole('tab').last();
    await last.evaluate((tab) => tab.setAttribute('data-from-server', ''));
    await last.click();
    await expect(last).toHaveAttribute('aria-selected', 'false');
    scripts.release();
    await expect(last).not.toHaveAttribute('data-from-server');
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(group.getByRole('tabpanel').locator('.token').first()).toBeVisible();
  },
);
