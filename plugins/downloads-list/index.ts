import path from 'node:path';
import type { Root, Table } from 'mdast';
import type { Plugin } from 'unified';
import type { Download } from '../integration-downloads/downloads';
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
      { type: 'tableCell', children: phrasing(download.description) },
    ],
  });
  return {
    type: 'table',
    align: [null, null],
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
