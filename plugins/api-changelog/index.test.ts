import { describe, expect, it } from 'vitest';
import { apiChangelog } from '@medication-module/api-description';
import { renderedMarkdown } from '../valueset-tables/markdown';
import remarkApiChangelog from '.';
import { changeHtml, changelogFeed, releaseAnchor } from './feed';

const place = {
  siteUrl: 'https://docs.example.org',
  pageUrl: '/docs/guides/medication-module/intro',
  sectionId: 'changelog',
  feedUrl: '/openapi/changelog.atom',
  title: 'The API: changelog',
  author: 'Integration team',
};

describe('::api-changelog', () => {
  const markdown = renderedMarkdown('::api-changelog\n', [remarkApiChangelog]);

  it('renders each release as a heading over its flagged changes, newest first', () => {
    const releases = apiChangelog();
    const headings = markdown.split('\n').filter((line) => line.startsWith('#### '));
    expect(headings).toEqual(releases.map((release) => `#### ${release.version}, ${release.date}`));
    const items = markdown.split('\n').filter((line) => line.startsWith('- '));
    expect(items).toHaveLength(releases.flatMap((release) => release.changes).length);
    for (const item of items)
      expect(item).toMatch(/^- \*\*(Breaking|Deprecation|Additive)\.\*\* \S/);
    expect(markdown).toContain('`timeOfDay`');
  });

  it('refuses attributes, which it would otherwise ignore', () => {
    expect(() =>
      renderedMarkdown('::api-changelog{since="1.0.0"}\n', [remarkApiChangelog]),
    ).toThrow(/takes no attributes \(since\)/);
  });
});

describe('the Atom feed of the changelog', () => {
  const releases = apiChangelog();
  const feed = changelogFeed(releases, place);

  it('is an Atom 1.0 feed with one entry per release, each linking to its heading', () => {
    expect(feed).toMatch(
      /^<\?xml version="1\.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom">/,
    );
    expect(feed.match(/<entry>/g)).toHaveLength(releases.length);
    const [newest] = releases;
    expect(feed).toContain(`<updated>${newest?.date}T00:00:00Z</updated>`);
    for (const release of releases) {
      const link = `${place.siteUrl}${place.pageUrl}#${releaseAnchor(release.version)}`;
      expect(feed).toContain(`<id>${link}</id>`);
      expect(feed).toContain(`href="${link}"`);
    }
    expect(feed.match(/<category term="breaking"\/>/g)).toHaveLength(1);
    expect(feed).toContain(
      `<link rel="self" type="application/atom+xml" href="${place.siteUrl}${place.feedUrl}"/>`,
    );
  });

  it('escapes what it is given, and writes code spans as code', () => {
    expect(changeHtml('`a<b` & "c"')).toBe('<code>a&lt;b</code> &amp; &quot;c&quot;');
    const hostile = changelogFeed(
      [
        {
          version: '1.0.0',
          date: '2024-12-10',
          changes: [{ kind: 'additive', change: '</content><x>' }],
        },
      ],
      { ...place, title: 'A & B' },
    );
    expect(hostile).toContain('<title>A &amp; B</title>');
    expect(hostile).not.toContain('</content><x>');
    expect(hostile).toContain('&amp;lt;/content&amp;gt;&amp;lt;x&amp;gt;');
  });
});
