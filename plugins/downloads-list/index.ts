import path from 'node:path';
import type { Parent, Root, RootContent, Table } from 'mdast';
import type { Plugin } from 'unified';
import type { Download } from '../integration-downloads/downloads';
import { phrasing } from '../valueset-tables';
import { siteDownloads } from './catalogue';
import { isLeafDirective, type LeafDirective } from '../../scripts/leaf-directive';

/**
 * Renders `::downloads-list` (on a line of its own) as a table of every file of the site that
 * integrators download, one line each, read from the files and their emitters while the page is
 * compiled (./catalogue.ts). A new file in static/fhir/ or a new generated download appears
 * without anyone editing a guide.
 */
export const directiveName = 'downloads-list';

const isDirective = (node: unknown): node is LeafDirective => isLeafDirective(node, directiveName);

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

function replaceIn(parent: Parent, where: string): void {
  parent.children = parent.children.flatMap((child) => {
    if (isDirective(child)) {
      const attributes = Object.keys(child.attributes ?? {});
      if (attributes.length > 0) {
        const line = child.position?.start.line ?? '?';
        throw new Error(
          `${where}:${line}: ::${directiveName} takes no attributes (${attributes.join(', ')})`,
        );
      }
      return [downloadsTable(siteDownloads())] as RootContent[] as typeof parent.children;
    }
    if ('children' in child) replaceIn(child, where);
    return [child];
  });
}

const remarkDownloadsList: Plugin<[], Root> = () => (tree, file) => {
  replaceIn(tree, file.path ? path.relative(process.cwd(), file.path) : 'a page');
};

export default remarkDownloadsList;
