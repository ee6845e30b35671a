import { describe, expect, it } from 'vitest';
import { loadSpec, type OpenApiDocument } from '../../scripts/openapi-spec';
import { renderedMarkdown } from '../valueset-tables/markdown';
import remarkApiChangelog from '.';
import { apiChangelog, changeKinds, currentRelease } from './changelog';
import { changeHtml, changelogFeed, releaseAnchor } from './feed';

const spec = loadSpec();

/** The description with another changelog (and, unless given, its newest version as info.version). */
function withChangelog(changelog: unknown, version?: string): OpenApiDocument {
  const newest = Array.isArray(changelog) ? (changelog[0] as { version?: string }) : undefined;
  return {
    ...spec,
    info: { ...spec.info, version: version ?? newest?.version ?? '', 'x-changelog': changelog },
  };
}

const place = {
  siteUrl: 'https://docs.example.org',
  pageUrl: '/docs/guides/medication-module/intro',
  sectionId: 'changelog',
  feedUrl: '/openapi/changelog.atom',
  title: 'The API: changelog',
  author: 'Integration team',
};

describe('the changelog of the API description', () => {
  it('lists releases newest first, dated, each change flagged, the newest being info.version', () => {
    const releases = apiChangelog(spec);
    expect(releases.length).toBeGreaterThan(1);
    expect(currentRelease(spec).version).toBe(spec.info.version);
    for (const release of releases) {
      expect(release.version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(release.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const change of release.changes) expect(changeKinds).toContain(change.kind);
    }
    const dates = releases.map((release) => release.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('refuses what would make the history ambiguous, naming the entry', () => {
    const release = {
      version: '2.0.0',
      date: '2027-01-04',
      changes: [{ kind: 'breaking', change: 'x' }],
    };
    const older = {
      version: '1.0.0',
      date: '2024-12-10',
      changes: [{ kind: 'additive', change: 'y' }],
    };
    expect(() => apiChangelog(withChangelog([release, older], '1.9.0'))).toThrow(
      /info\.version is 1\.9\.0, the newest release of info\.x-changelog 2\.0\.0/,
    );
    expect(() => apiChangelog(withChangelog([older, release]))).toThrow(/newest first/);
    expect(() => apiChangelog(withChangelog([{ ...release, version: 'v2' }]))).toThrow(
      /x-changelog\[0\]\.version must be a version/,
    );
    expect(() => apiChangelog(withChangelog([{ ...release, date: '2027-02-30' }]))).toThrow(
      /x-changelog\[0\]\.date must be a quoted day/,
    );
    expect(() =>
      apiChangelog(withChangelog([{ ...release, changes: [{ kind: 'fix', change: 'z' }] }])),
    ).toThrow(/changes\[0\]\.kind must be one of breaking, deprecation, additive, not fix/);
    expect(() => apiChangelog(withChangelog([{ ...release, changes: [] }]))).toThrow(
      /lists no changes/,
    );
    expect(() => apiChangelog(withChangelog(undefined))).toThrow(/lists no release/);
  });
});

describe('::api-changelog', () => {
  const markdown = renderedMarkdown('::api-changelog\n', [remarkApiChangelog]);

  it('renders each release as a heading over its flagged changes, newest first', () => {
    const releases = apiChangelog(spec);
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
  const releases = apiChangelog(spec);
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
