import path from 'node:path';
import type { PhrasingContent, Root, Table } from 'mdast';
import type { Plugin } from 'unified';
import { checksumsUrl } from '../integration-downloads/digests';
import { mcpServerDownload, type Download } from '../integration-downloads/downloads';
import { llmsDownloads } from '../llms-txt/files';
import { cardsLayout } from '../narrow-tables';
import { phrasing } from '../valueset-tables';
import { siteDownloads } from './catalogue';
import { replaceLeafDirectives } from '../../scripts/leaf-directive';

/**
 * Renders `::downloads-list` (on a line of its own) as a table of every file of the site that
 * integrators download, one line each, read from the files and their emitters while the page is
 * compiled (./catalogue.ts). A new file in packages/api-description/static/fhir/ or a new generated download appears
 * without anyone editing a guide.
 */
export const directiveName = 'downloads-list';

const fileName = (url: string): string => url.split('/').pop() ?? url;

/**
 * The description, then the file's SHA-256, for a reader to compare with `sha256sum` (or
 * `shasum -a 256`) of what they downloaded. In the description's cell, where its 64 digits wrap
 * inside the row's card on a phone like any code in a table (src/css/tables.css); a third column
 * would squeeze the file names. The page cannot know every digest: the MCP server's package is
 * packed from the built pages, so its digest is only in the checksums file, and the llms files
 * and the checksums file itself are written after the pages or from their digests.
 */
function describedWithDigest(download: Download): PhrasingContent[] {
  const description = phrasing(download.description);
  if (download.sha256) {
    return [
      ...description,
      { type: 'text', value: ' SHA-256: ' },
      { type: 'inlineCode', value: download.sha256 },
    ];
  }
  if (download.url === mcpServerDownload.url) {
    return [
      ...description,
      { type: 'text', value: ' SHA-256: in ' },
      { type: 'inlineCode', value: fileName(checksumsUrl) },
      { type: 'text', value: ', added when the package is packed after the pages.' },
    ];
  }
  if (download.url === checksumsUrl || llmsDownloads.some(({ url }) => url === download.url)) {
    return description;
  }
  throw new Error(
    `${download.url} has no SHA-256: plugins/integration-downloads records one before the pages compile`,
  );
}

export function downloadsTable(downloads: readonly Download[]): Table {
  const row = (download: Download): Table['children'][number] => ({
    type: 'tableRow',
    children: [
      {
        type: 'tableCell',
        children: [
          {
            type: 'link',
            // pathname:// tells Docusaurus the address is a file, not a route.
            url: `pathname://${download.url}`,
            children: [{ type: 'text', value: fileName(download.url) }],
          },
        ],
      },
      { type: 'tableCell', children: describedWithDigest(download) },
    ],
  });
  return {
    type: 'table',
    align: [null, null],
    // On a phone each file is a card, its name over its description and digest: side by side,
    // the names and the 64-digit digests made the table scroll sideways at 390 and 320 px.
    data: { hProperties: cardsLayout },
    children: [
      {
        type: 'tableRow',
        children: [
          { type: 'tableCell', children: [{ type: 'text', value: 'File' }] },
          { type: 'tableCell', children: [{ type: 'text', value: 'What it is' }] },
        ],
      },
      ...downloads.map(row),
    ],
  };
}

const remarkDownloadsList: Plugin<[], Root> = () => (tree, file) => {
  const where = file.path ? path.relative(process.cwd(), file.path) : 'a page';
  replaceLeafDirectives(tree, directiveName, (directive) => {
    const attributes = Object.keys(directive.attributes ?? {});
    if (attributes.length > 0) {
      const line = directive.position?.start.line ?? '?';
      throw new Error(
        `${where}:${line}: ::${directiveName} takes no attributes (${attributes.join(', ')})`,
      );
    }
    return [downloadsTable(siteDownloads())];
  });
};

export default remarkDownloadsList;
