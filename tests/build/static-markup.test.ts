import { expect, it } from 'vitest';
import { describeLayer } from '../support/performance-layer';
import { serverMarkupAttribute } from '../../src/hooks/server-markup-attribute';
import { builtRoutes, loadRoute } from '../../scripts/site-build/build-output';
import { allPageAssets } from '../../scripts/site-build/page-assets';

/**
 * Hydration never runs React inside a StaticMarkup block, so nothing in it may need React
 * to work: links and native <details> do, buttons, tabs and form fields do not.
 */
const needsReact = 'button, [role="tab"], [role="tablist"], input, select, textarea, [onclick]';

const withStaticMarkup = builtRoutes().filter(
  (route) => loadRoute(route)(`[${serverMarkupAttribute}]`).length > 0,
);

describeLayer('static markup (plugins/performance/static-markup)', () => {
  it('keeps the schema column of every schema page', () => {
    const schemaPages = allPageAssets()
      .filter((page) => page.kind === 'api-schema')
      .map((page) => page.route);
    expect(schemaPages.length).toBeGreaterThan(0);
    expect(schemaPages.filter((route) => !withStaticMarkup.includes(route))).toEqual([]);
  });

  it.each(withStaticMarkup)('holds nothing on %s that needs React to work', (route) => {
    const $ = loadRoute(route);
    const controls = $(`[${serverMarkupAttribute}]`)
      .find(needsReact)
      .toArray()
      .map((element) => $.html(element).slice(0, 120));
    expect(controls).toEqual([]);
  });
});
