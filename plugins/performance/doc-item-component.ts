import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { Plugin } from 'unified';

/**
 * Which component renders a generated API doc, by the front matter key that
 * docusaurus-plugin-openapi-docs writes: operations need the theme's full ApiItem
 * (request explorer, code samples), schema pages only a two-column layout.
 */
const apiDocItemComponents = [
  { frontMatterKey: 'api', component: '@theme/ApiItem' },
  { frontMatterKey: 'schema', component: '@theme/DocItem/ApiSchema' },
] as const;

/** The name under which a doc's MDX module exports the component that renders it. */
export const docItemComponentExport = 'DocItemComponent';

function reExportDefault(source: string): Program {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExportNamedDeclaration',
        declaration: null,
        specifiers: [
          {
            type: 'ExportSpecifier',
            local: { type: 'Identifier', name: 'default' },
            exported: { type: 'Identifier', name: docItemComponentExport },
          },
        ],
        source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
        attributes: [],
      },
    ],
  };
}

/**
 * Every doc route shares one docItemComponent chunk, so importing the API theme
 * there would ship it to every guide. Instead each generated API doc re-exports its
 * renderer from its own MDX module: webpack puts the API theme only into the chunks
 * of API routes, Docusaurus loads it with the route before hydration, and the
 * DocItem wrapper picks it up synchronously from the content module.
 */
export const remarkDocItemComponent: Plugin<[], Root> = () => (tree, file) => {
  const frontMatter = (file.data as { frontMatter?: Record<string, unknown> }).frontMatter ?? {};
  const match = apiDocItemComponents.find(({ frontMatterKey }) => frontMatter[frontMatterKey]);
  if (!match) return;
  const statement = `export { default as ${docItemComponentExport} } from ${JSON.stringify(match.component)};`;
  const node: MdxjsEsm = {
    type: 'mdxjsEsm',
    value: statement,
    data: { estree: reExportDefault(match.component) },
  };
  tree.children.push(node);
};
