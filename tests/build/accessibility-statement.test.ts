import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../config/site';
import { assertBuildExists, loadRoute } from '../../scripts/site-build/build-output';

/**
 * The site's accessibility statement lives on an existing page (the conventions), since the
 * route list is a contract: what it promises, what is tested, the exceptions, how to report.
 */
describe('accessibility statement', () => {
  beforeAll(() => assertBuildExists());

  it('is a section of the conventions page that names the standard, the tests and how to report', () => {
    const $ = loadRoute(routes.conventions);
    const heading = $('main h2#accessibility-statement');
    expect(heading).toHaveLength(1);
    const section = heading.nextUntil('h2');
    const text = section.text().replace(/\s+/g, ' ');
    expect(text).toMatch(/WCAG\) 2\.2 at level AA/);
    for (const part of ['What is tested, and how.', 'Known exceptions.', 'Found a barrier?']) {
      expect(text, part).toContain(part);
    }
    expect(section.find(`a[href="${routes.help}"]`)).toHaveLength(1);
  });
});
