import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { oauthFailures } from '@medication-module/sandbox';
import { renderedMarkdown } from '../valueset-tables/markdown';
import remarkSignInFailures from './sign-in-failures';

/** The table of sign-in failures of the getting-started guide, rendered from the failure list. */
const markdown = renderedMarkdown('Before.\n\n::sign-in-failures\n\nAfter.\n', [
  remarkSignInFailures,
]);
const guide = readFileSync('docs/guides/medication-module/getting-started.mdx', 'utf8');
const slug = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/ /g, '-');
const anchors = [...guide.matchAll(/^#{2,3} (.+)$/gm)].map(([, heading = '']) => slug(heading));

describe('remark plugin sign-in-failures', () => {
  it('has one row per failure, with its error, description and guide section', () => {
    expect(markdown).toMatch(/^Before\.[\s\S]*After\.\n$/);
    const rows = markdown
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .slice(2);
    const failures = Object.values(oauthFailures);
    expect(rows).toHaveLength(failures.length);
    failures.forEach((failure, index) => {
      const row = rows[index] ?? '';
      if (failure.stage !== 'client') expect(row).toContain(failure.error);
      expect(row).toContain(`(#${failure.anchor})`);
    });
  });

  it('links only to sections the getting-started guide has', () => {
    for (const failure of Object.values(oauthFailures)) {
      expect(anchors, failure.anchor).toContain(failure.anchor);
    }
  });
});
