import { axeViolations } from '../support/axe';
import { builtRoutes } from '../support/build-output';
import { expect, test, waitForSettledPage } from '../support/e2e-test';

/*
 * Every page of the production build, at the viewport of the project (desktop
 * 1280 px, mobile 390 px): axe finds nothing, and the guard of e2e-test.ts
 * finds no console error or warning and no request leaving 127.0.0.1.
 */
for (const route of builtRoutes()) {
  test(`${route} passes axe (WCAG 2.2 AA) with a clean console and no foreign requests`, async ({
    page,
  }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await waitForSettledPage(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}
