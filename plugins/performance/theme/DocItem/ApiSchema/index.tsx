import clsx from 'clsx';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import { DocProvider } from '@docusaurus/plugin-content-docs/client';
import ApiItemLayout from '@theme/ApiItem/Layout';
import CodeBlock from '@theme/CodeBlock';
import DocItemMetadata from '@theme/DocItem/Metadata';
import StaticMarkup from '../../../static-markup';
import type { Props } from '@theme/DocItem';

/** The schema template (openapi/templates/schema.mustache) puts an example instance here. */
type SchemaFrontMatter = Props['content']['frontMatter'] & { readonly sample?: unknown };

/**
 * A generated schema page: the schema tree beside a JSON sample. The markup and class
 * names are those of the theme's ApiItem for schema docs (API page CSS targets them);
 * ApiItem itself also bundles the request explorer and its store, which schema pages
 * never use. The schema column needs no JavaScript (its sections are native `<details>`),
 * so hydration keeps it as the server rendered it (StaticMarkup); the sample's code block
 * keeps its copy and wrap buttons.
 */
export default function ApiSchemaItem({ content }: Props) {
  const MDXComponent = content;
  const { metadata } = content;
  const frontMatter: SchemaFrontMatter = content.frontMatter;
  return (
    <DocProvider content={content}>
      <HtmlClassNameProvider className={`docs-doc-id-${metadata.id}`}>
        <DocItemMetadata />
        <ApiItemLayout>
          <div className={clsx('row', 'theme-api-markdown')}>
            <StaticMarkup className="col col--7 openapi-left-panel__container schema">
              <MDXComponent />
            </StaticMarkup>
            <div className="col col--5 openapi-right-panel__container">
              <CodeBlock language="json" title={frontMatter.title ?? metadata.title}>
                {JSON.stringify(frontMatter.sample, null, 2)}
              </CodeBlock>
            </div>
          </div>
        </ApiItemLayout>
      </HtmlClassNameProvider>
    </DocProvider>
  );
}
