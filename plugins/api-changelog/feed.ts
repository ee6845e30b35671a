import type { Release } from '@medication-module/api-description';

/**
 * The changelog as an Atom 1.0 feed (RFC 4287): one entry per release, so a feed reader shows a
 * new release as one new item. Entry ids are the page address of the release, which never
 * changes once published.
 */

export interface FeedPlace {
  /** The site's absolute address, without a trailing slash. */
  siteUrl: string;
  /** The site-relative address of the page that shows the changelog, and its section's id. */
  pageUrl: string;
  sectionId: string;
  /** The site-relative address of this feed. */
  feedUrl: string;
  title: string;
  /** Who publishes the changes: the integration team of the description's `info.contact`. */
  author: string;
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const kindLabel = { breaking: 'Breaking', deprecation: 'Deprecation', additive: 'Additive' };

/** A change as HTML: its code spans as `<code>`, everything else as text. */
export function changeHtml(text: string): string {
  return text
    .split(/(`[^`]+`)/)
    .map((part) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 2
        ? `<code>${escapeXml(part.slice(1, -1))}</code>`
        : escapeXml(part),
    )
    .join('');
}

/** The anchor of a release on the changelog's page: `api-1-1-0`. */
export const releaseAnchor = (version: string): string => `api-${version.replace(/\./g, '-')}`;

const instant = (date: string): string => `${date}T00:00:00Z`;

export function changelogFeed(releases: readonly Release[], place: FeedPlace): string {
  const [newest] = releases;
  const page = `${place.siteUrl}${place.pageUrl}`;
  const entries = releases.map((release) => {
    const kinds = [...new Set(release.changes.map((change) => kindLabel[change.kind]))];
    const items = release.changes
      .map(
        (change) =>
          `<li><strong>${kindLabel[change.kind]}.</strong> ${changeHtml(change.change)}</li>`,
      )
      .join('');
    return [
      '  <entry>',
      `    <id>${escapeXml(`${page}#${releaseAnchor(release.version)}`)}</id>`,
      `    <title>${escapeXml(`${release.version} (${kinds.join(', ').toLowerCase()})`)}</title>`,
      `    <updated>${instant(release.date)}</updated>`,
      `    <published>${instant(release.date)}</published>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(`${page}#${releaseAnchor(release.version)}`)}"/>`,
      ...[...new Set(release.changes.map((change) => change.kind))].map(
        (kind) => `    <category term="${kind}"/>`,
      ),
      `    <content type="html">${escapeXml(`<ul>${items}</ul>`)}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(`${place.siteUrl}${place.feedUrl}`)}</id>`,
    `  <title>${escapeXml(place.title)}</title>`,
    `  <updated>${instant(newest?.date ?? '1970-01-01')}</updated>`,
    `  <author><name>${escapeXml(place.author)}</name></author>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${place.siteUrl}${place.feedUrl}`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${page}#${place.sectionId}`)}"/>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
