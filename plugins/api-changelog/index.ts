import type { Heading, List, PhrasingContent, Root, RootContent } from 'mdast';
import type { Plugin } from 'unified';
import { apiChangelog, type Release } from '@medication-module/api-description';
import { replaceLeafDirectives } from '../../scripts/leaf-directive';
import { phrasing } from '../valueset-tables';
import { releaseAnchor } from './feed';

/**
 * Renders `::api-changelog` (on a line of its own) as the API's change history: a heading per
 * release, newest first, with its version, date and kinds, over a list of its changes, each
 * flagged breaking, deprecation or additive. Read from `info.x-changelog` of the OpenAPI
 * description while the page is compiled (`apiChangelog` of @medication-module/api-description).
 */
export const directiveName = 'api-changelog';

const label = { breaking: 'Breaking', deprecation: 'Deprecation', additive: 'Additive' } as const;

function releaseNodes(release: Release): RootContent[] {
  const heading: Heading = {
    type: 'heading',
    depth: 4,
    // The feed's entries link here, so the anchor is the release's, not one made from the text.
    data: { hProperties: { id: releaseAnchor(release.version) } },
    children: [{ type: 'text', value: `${release.version}, ${release.date}` }],
  };
  const list: List = {
    type: 'list',
    ordered: false,
    spread: false,
    children: release.changes.map((change) => ({
      type: 'listItem',
      spread: false,
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'strong', children: [{ type: 'text', value: `${label[change.kind]}.` }] },
            { type: 'text', value: ' ' },
            ...(phrasing(change.change) as PhrasingContent[]),
          ],
        },
      ],
    })),
  };
  return [heading, list];
}

const remarkApiChangelog: Plugin<[], Root> = () => (tree) => {
  let releases: Release[] | undefined;
  replaceLeafDirectives(tree, directiveName, (directive) => {
    const attributes = Object.keys(directive.attributes ?? {});
    if (attributes.length > 0) {
      throw new Error(`::${directiveName} takes no attributes (${attributes.join(', ')})`);
    }
    releases ??= apiChangelog();
    return releases.flatMap(releaseNodes);
  });
};

export default remarkApiChangelog;
