import type { Page } from '@playwright/test';
import { announcementBar } from '../support/announcement-bar';
import { revealSamplesPanel } from '../support/api-pages';
import { expectHydrated } from '../support/hydration';
import { expect, skipWithoutNginx, test } from '../support/nginx-fixture';
import { diagramSelector, oneRoutePerKind, routesWithDiagrams } from '../support/page-kinds';
import { viewportIndependent } from '../support/viewport';

skipWithoutNginx();

interface PolicyReport {
  violations: string[];
  refusals: string[];
  pageErrors: string[];
}

/**
 * Records every way Chromium reports a Content-Security-Policy problem: the
 * securitypolicyviolation event (registered before any page script runs) and
 * the "Refused to …" / "violates the following Content Security Policy"
 * console errors, plus uncaught page errors a blocked resource may cause.
 */
async function watchPolicy(page: Page): Promise<PolicyReport> {
  const report: PolicyReport = { violations: [], refusals: [], pageErrors: [] };
  await page.exposeFunction('__reportCspViolation', (text: string) => {
    report.violations.push(text);
  });
  await page.addInitScript(() => {
    const reportViolation = (window as unknown as Record<string, (text: string) => void>)
      .__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      reportViolation?.(`${event.effectiveDirective} blocked ${event.blockedURI} ${event.sample}`);
    });
  });
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) {
      report.refusals.push(message.text());
    }
  });
  page.on('pageerror', (error) => report.pageErrors.push(error.message));
  return report;
}

async function loadHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expectHydrated(page);
  // Lazily loaded chunks and images may still be on their way after hydration.
  await page.waitForLoadState('networkidle');
}

const noProblems: PolicyReport = { violations: [], refusals: [], pageErrors: [] };

test.describe('Content-Security-Policy in Chromium, served by nginx', () => {
  for (const { kind, route } of [
    ...oneRoutePerKind(),
    { kind: 'not-found', route: '/docs/no-such-page' },
  ]) {
    test(
      `${kind} page ${route} runs without a policy violation`,
      viewportIndependent,
      async ({ page, nginx, siteGuard }) => {
        if (kind === 'not-found') {
          siteGuard.allowConsole(/status of 404/, 'the not-found page is served with status 404');
        }
        const report = await watchPolicy(page);
        await loadHydrated(page, `${nginx.baseURL}${route}`);
        await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0);
        // The two hashed inline scripts ran: only they set these attributes this early.
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        await expect(page.locator('html')).toHaveAttribute(
          'data-announcement-bar-initially-dismissed',
          'false',
        );
        expect(report).toEqual(noProblems);
      },
    );
  }

  test(
    'the RSS and Atom feeds open without a policy violation',
    viewportIndependent,
    async ({ page, nginx }) => {
      const report = await watchPolicy(page);
      for (const feed of ['/blog/rss.xml', '/blog/atom.xml']) {
        const response = await page.goto(`${nginx.baseURL}${feed}`);
        expect(response?.status(), feed).toBe(200);
        await page.waitForLoadState('load');
      }
      expect(report).toEqual(noProblems);
    },
  );

  test(
    'the announcement bar closes and stays closed under the policy',
    viewportIndependent,
    async ({ page, nginx }) => {
      const report = await watchPolicy(page);
      await loadHydrated(page, `${nginx.baseURL}/`);
      const bar = announcementBar(page);
      await expect(bar).toBeVisible();
      await bar.getByRole('button', { name: 'Close' }).click();
      await expect(bar).toBeHidden();
      await loadHydrated(page, `${nginx.baseURL}/docs/intro`);
      await expect(page.locator('html')).toHaveAttribute(
        'data-announcement-bar-initially-dismissed',
        'true',
      );
      await expect(bar).toBeHidden();
      expect(report).toEqual(noProblems);
    },
  );

  test(
    'the API reference code samples switch language and Send answers under the policy',
    viewportIndependent,
    async ({ page, nginx }) => {
      const operation = oneRoutePerKind().find(({ kind }) => kind === 'API operation');
      expect(operation, 'an API operation page in the build').toBeDefined();
      const report = await watchPolicy(page);
      await loadHydrated(page, `${nginx.baseURL}${operation?.route ?? ''}`);
      await revealSamplesPanel(page);
      const pythonTab = page.getByRole('tab', { name: 'python', exact: true });
      await pythonTab.click();
      await expect(pythonTab).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('.openapi-tabs__code-container').first()).toContainText('import');
      // Send loads the sandbox as a chunk of the site and answers in the page.
      const tryIt = page.getByRole('region', { name: 'Try it' });
      await tryIt.getByLabel('Fill in a request that gets').selectOption('404');
      await tryIt.getByRole('button', { name: 'Send' }).click();
      await expect(tryIt.getByText(/answered in your browser/)).toContainText('404 Not Found');
      expect(report).toEqual(noProblems);
    },
  );

  test(
    'Mermaid diagrams keep their own styles under the policy',
    viewportIndependent,
    async ({ page, nginx }) => {
      const route = routesWithDiagrams()[0];
      test.skip(route === undefined, 'No page in the build has a Mermaid diagram.');
      const report = await watchPolicy(page);
      await loadHydrated(page, `${nginx.baseURL}${route ?? ''}`);
      const diagram = page.locator(`${diagramSelector} svg`).first();
      await expect(diagram).toBeVisible();
      // Each diagram styles itself with a <style> element inside its SVG; the dark theme's
      // text colour (#ccc) shows that the policy let it apply.
      expect(await diagram.evaluate((svg) => getComputedStyle(svg).fill)).toBe(
        'rgb(204, 204, 204)',
      );
      expect(report).toEqual(noProblems);
    },
  );

  test(
    'the watch catches a violation when the inline-script hashes are missing',
    viewportIndependent,
    async ({ page, nginx, siteGuard }) => {
      siteGuard.allowConsole(
        /violates the following Content Security Policy/,
        'the test removes the hashes so that the policy blocks the inline scripts',
      );
      // Proves the checks above can fail: the same page with a policy that lacks
      // the hashes must report the blocked inline scripts.
      await page.route(`${nginx.baseURL}/docs/intro`, async (route) => {
        const response = await route.fetch();
        const headers = response.headers();
        headers['content-security-policy'] = (headers['content-security-policy'] ?? '').replace(
          / 'sha256-[^']+'/g,
          '',
        );
        await route.fulfill({ response, headers });
      });
      const report = await watchPolicy(page);
      // With the performance layer the page's scripts come from an inline loader too, so a
      // policy without the hashes leaves the page as its HTML: the reports are the proof.
      await page.goto(`${nginx.baseURL}/docs/intro`);
      await expect
        .poll(() => report.violations.join('\n'))
        .toContain('script-src-elem blocked inline');
      expect(report.refusals.length).toBeGreaterThan(0);
    },
  );
});
