import { expect, it } from 'vitest';
import { builtRoutes, loadRoute } from '../../scripts/site-build/build-output';
import { guideLinks } from '@medication-module/fhir-checker';
import { checkerHash, checkerPath } from '../../src/components/CheckResource/handoff';

/**
 * Every finding of the checker links the guide section that explains its rule, and the Try it
 * panel opens the checker's own section: each must be a built page with that heading.
 */
const targets = [
  ...Object.values(guideLinks).map((link) => link.href),
  `${checkerPath}${checkerHash}`,
];

it.each(targets)('%s is a built page with that section', (href) => {
  const [route = '', id = ''] = href.split('#');
  expect(builtRoutes()).toContain(route);
  expect(id, 'a section, not a whole page').not.toBe('');
  expect(loadRoute(route)(`[id="${id}"]`).length).toBe(1);
});

it('the checker is on its guide, with the form and a heading for it', () => {
  const $ = loadRoute(checkerPath);
  expect($(`h2${checkerHash}`).text()).toMatch(/Check a resource/);
  expect($('textarea').length).toBe(1);
});
