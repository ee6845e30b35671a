import { expect, type Locator, type Page } from '@playwright/test';
import {
  loadSpec,
  resolveRef,
  responseExamples,
  type NamedExample,
} from '@medication-module/api-description';
import { builtRoutes, loadRoute } from '../../scripts/site-build/build-output';
import { expectHydrated } from './hydration';
import { requestSampleId } from '../../src/components/OperationPage/ids';
import { desktopBreakpoint } from './viewport';

/** The operations of the OpenAPI description and the built pages that document them. */
export interface DocumentedOperation {
  path: string;
  summary: string;
  route: string;
  examples: NamedExample[];
  /** The media type of the success response, which the samples ask for with `Accept`. */
  accept: string;
}

export const apiSpec = loadSpec();

/** The API reference pages of the build (operations, tags, schemas, introduction, index). */
export function apiRoutes(): string[] {
  return builtRoutes().filter(
    (route) => route.startsWith('/docs/api/') || route.startsWith('/docs/category/api/'),
  );
}

export function documentedOperations(): DocumentedOperation[] {
  const routes = apiRoutes();
  return Object.entries(apiSpec.paths).map(([path, item]) => {
    const summary = item.get?.summary ?? '';
    const route = routes.find((r) => loadRoute(r)('h1').first().text().trim() === summary);
    if (!route) throw new Error(`No built page has the heading "${summary}"`);
    const [accept] = Object.keys(resolveRef(apiSpec, item.get?.responses['200'])?.content ?? {});
    if (!accept) throw new Error(`GET ${path} documents no media type for 200`);
    return { path, summary, route, accept, examples: responseExamples(apiSpec, path, '200') };
  });
}

/** The code-sample box on an operation page: language tabs, variant tabs, code and copy button. */
export function codeSamples(page: Page): Locator {
  return page.locator('.openapi-tabs__code-container:not(.openapi-tabs__code-container-inner)');
}

export function languageTabs(page: Page): Locator {
  return page.locator(
    'ul.openapi-tabs__code-list-container:not(.openapi-tabs__code-container-inner) > li[role="tab"]',
  );
}

/**
 * The explorer renders the samples client-side and regenerates them after each change; on a busy
 * machine that takes seconds, so its assertions wait longer than Playwright's default 5 s.
 */
export const explorerExpect = expect.configure({ timeout: 30_000 });

/** Playwright's per-test limit for tests that open operation pages (see openOperation). */
export const operationTestTimeout = 180_000;

/**
 * Opens an operation page and waits until the client-side explorer (samples and request form)
 * has rendered; it appears only after hydration, which takes long on a loaded CI machine.
 */
export async function openOperation(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await revealSamplesPanel(page);
}

/**
 * The explorer's panel of an operation page (request sample and form): beside the content on
 * wide screens, after the request's parameters on a phone (src/components/OperationPage).
 */
export function requestSample(page: Page): Locator {
  return page.locator(`#${requestSampleId}`);
}

/** Waits until the page is hydrated and its content column drawn; the explorer may still wait. */
export async function waitForOperationContent(page: Page): Promise<void> {
  await expectHydrated(page);
  // On a phone the explorer's own placeholder sits in the content column until it is reached.
  const contentSkeletons = page.locator(
    `.openapi-left-panel__container .openapi-skeleton:not(#${requestSampleId} .openapi-skeleton)`,
  );
  await expect(contentSkeletons).toHaveCount(0, { timeout: 30_000 });
}

/**
 * Scrolls to the samples panel of an API page once the page has its final height: the
 * explorer on an operation page, the JSON sample on a schema page. The explorer's code loads
 * only when its panel nears the viewport (plugins/performance/theme/ApiExplorer). After
 * hydration the client-only parts of the content (parameters, schemas: skeletons until then)
 * load their code and render in a transition (plugins/performance/island.tsx) and push the
 * panel down; scrolling earlier can leave it out of range.
 *
 * On a phone the explorer's panel is first drawn in its own column, below the whole content,
 * and moved after the parameters in a later render (src/components/OperationPage); scrolled to
 * before that move, it then sits screens away from where the window is, its code never loads,
 * and the explorer never appears (on a busy machine the render between is long enough to
 * land in). So the scroll waits for the panel to be in the content column there.
 *
 * One scroll is still a bet on nothing moving afterwards: the move remounts the panel (a new
 * element, a new observer), and whatever renders above it later pushes it down. So on an
 * operation page the panel is scrolled to again, where it is then, until the explorer has
 * drawn its samples (or says why it cannot): the event the callers wait for.
 */
export async function revealSamplesPanel(page: Page): Promise<void> {
  await waitForOperationContent(page);
  const schemaPage = (await page.locator('.openapi-left-panel__container.schema').count()) > 0;
  const phone = (page.viewportSize()?.width ?? Number.POSITIVE_INFINITY) <= desktopBreakpoint;
  const panel = schemaPage
    ? page.locator('.openapi-right-panel__container')
    : phone
      ? operationContent(page).locator(`#${requestSampleId}`)
      : requestSample(page);
  const scrollToPanel = () =>
    panel.evaluate((element) => {
      element.scrollIntoView({ block: 'start' });
    });
  if (schemaPage) {
    await scrollToPanel();
    return;
  }
  // The samples' language tabs, or the note that stands for them where storage is blocked.
  const samples = languageTabs(page)
    .first()
    .or(panel.getByText('Code samples unavailable', { exact: true }))
    .first();
  await expect
    .poll(
      async () => {
        await scrollToPanel();
        return samples.isVisible();
      },
      { message: 'the explorer draws its samples once its panel is in view', timeout: 90_000 },
    )
    .toBe(true);
}

/** The text input of a request parameter in the explorer panel, by parameter name. */
export function parameterInput(page: Page, name: string): Locator {
  return page
    .locator('.openapi-explorer__form-item')
    .filter({ has: page.locator('label', { hasText: new RegExp(`^${name}$`) }) })
    .locator('input');
}

/** The sample languages of config/theme.ts, with text that only their generated code contains. */
export const sampleLanguages = [
  { language: 'curl', variant: 'curl', signature: 'curl -L' },
  { language: 'javascript', variant: 'fetch', signature: 'fetch(' },
  { language: 'python', variant: 'requests', signature: 'import requests' },
] as const;

/** The left column of an operation page: description, request, responses and their examples. */
export function operationContent(page: Page): Locator {
  return page.locator('.openapi-left-panel__container');
}

/**
 * Not inside the Callbacks section (the notification the module posts, with its own method,
 * path and responses), which the theme draws as the `<div>` that its `#callbacks` heading opens.
 */
const outsideCallbacks = ':not(div:has(> #callbacks) *)';

/** The operation's own method and path under its title. */
export function operationEndpoint(page: Page): Locator {
  return operationContent(page).locator(`.openapi__method-endpoint${outsideCallbacks}`);
}

/** The operation's Responses section: the status tabs and the chosen response. */
export function responsesSection(page: Page): Locator {
  return operationContent(page)
    .locator(`.openapi-tabs__container${outsideCallbacks}`)
    .filter({ has: page.locator('.openapi-tabs__response-header-section') });
}

/** The code block of the response example currently shown in the Responses section. */
export function visibleResponseCode(page: Page): Locator {
  return responsesSection(page).locator('pre code').filter({ visible: true }).first();
}
