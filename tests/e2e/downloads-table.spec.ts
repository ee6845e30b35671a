import { expect, test } from '../support/e2e-test';
import { phoneViewport, viewportIndependent } from '../support/viewport';
import { routes } from '../../config/site';

/**
 * The downloads list of the getting-started guide on a phone: each file is a card, its name
 * over its description, so nothing scrolls sideways, and screen readers still get a table with
 * its column headers; every file name breaks, if it must, between its words (after a hyphen, an
 * underscore, before a dot), never in the middle of one; each file's SHA-256 wraps inside its
 * cell, whole and readable. Measured at the mobile project's width and the narrowest phone the
 * sweep knows.
 */
test.describe('the downloads list on a phone', viewportIndependent, () => {
  for (const width of [phoneViewport.width, 320]) {
    test(`shows each file as a card, no sideways scroll, still a table to screen readers; breaks no file name inside a word, and wraps each SHA-256 in view, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: phoneViewport.height });
      await page.goto(routes.downloads);
      const table = page.locator('main table').filter({ has: page.getByText('What it is') });
      await expect(table).toHaveCount(1);
      const links = table.locator('tbody tr td:first-child a');
      expect(await links.count()).toBeGreaterThan(10);
      const brokenInsideAWord = await links.evaluateAll((elements) =>
        elements.flatMap((link) => {
          const words = Array.from(link.childNodes).filter(
            (node) => node.nodeType === Node.TEXT_NODE,
          );
          return words.flatMap((word) => {
            const range = document.createRange();
            range.selectNodeContents(word);
            // One line box per line the word takes: more than one is a break inside it.
            const lines = new Set(
              Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)),
            );
            return lines.size > 1 ? [`${link.textContent ?? ''}: "${word.textContent ?? ''}"`] : [];
          });
        }),
      );
      expect(brokenInsideAWord).toEqual([]);

      // Each digest is all there (copied whole, read whole) and wraps inside its cell: it never
      // makes the table wider.
      const digests = table.locator('tbody tr td:nth-child(2) code').filter({
        hasText: /^[0-9a-f]{64}$/,
      });
      expect(await digests.count()).toBeGreaterThan(10);
      await expect(digests.first()).toBeVisible();
      await expect(table.getByRole('row').nth(1)).toContainText(
        (await digests.first().textContent()) ?? '',
      );
      const outside = await digests.evaluateAll((codes) =>
        codes.flatMap((code) => {
          const box = code.getBoundingClientRect();
          const cell = code.closest('td')?.getBoundingClientRect();
          return !cell ||
            box.left < cell.left ||
            box.right > cell.right + 0.5 ||
            code.closest('[aria-hidden="true"]')
            ? [`${code.textContent ?? ''}: ${Math.round(box.left)}–${Math.round(box.right)}`]
            : [];
        }),
      );
      expect(outside).toEqual([]);

      // Nothing to scroll sideways: each row is a card, the name over what the file is.
      expect(
        await table.evaluate((element) => element.scrollWidth - element.clientWidth),
        'px of the table behind a sideways scroll',
      ).toBeLessThanOrEqual(1);
      const stacked = await table.locator('tbody tr').evaluateAll((rows) =>
        rows.flatMap((row) => {
          const [name, what] = Array.from(row.children, (cell) => cell.getBoundingClientRect());
          return name && what && what.top >= name.bottom - 0.5 ? [] : [row.textContent ?? ''];
        }),
      );
      expect(stacked, 'rows whose description is not under the file name').toEqual([]);

      // Still a table to a screen reader (Chromium's own accessibility tree, which is what
      // screen readers read): the layout keeps its rows, cells and column headers.
      const cdp = await page.context().newCDPSession(page);
      const { result } = await cdp.send('Runtime.evaluate', {
        expression: `[...document.querySelectorAll('main table')].find((table) => table.tHead?.textContent.includes('What it is'))`,
      });
      const roles = async (role: string): Promise<number> =>
        (await cdp.send('Accessibility.queryAXTree', { objectId: result.objectId, role })).nodes
          .length;
      const rows = await table.locator('tbody tr').count();
      expect(await roles('table')).toBe(1);
      expect(await roles('columnheader')).toBe(2);
      expect(await roles('cell')).toBe(rows * 2);
    });
  }
});
