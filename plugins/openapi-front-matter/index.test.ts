import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../scripts/openapi-spec';
import { generatedApiPages, parsedBoth } from '../../tests/support/generated-api-pages';
import { parseOpenApiFrontMatter } from './index';

const parse = (filePath: string, fileContent?: string) =>
  parsedBoth(parseOpenApiFrontMatter, filePath, fileContent);

describe('parseOpenApiFrontMatter on the pages the OpenAPI plugin generates', () => {
  it('describes each tag page with the first paragraph of its tag description', async () => {
    const { tags } = loadSpec();
    for (const page of generatedApiPages('.tag.mdx')) {
      const { plain, hooked } = await parse(page);
      // openapi/templates/tag.mustache leaves the description to the hook.
      expect(plain.frontMatter, page).not.toHaveProperty('description');
      const tag = tags.find(({ name }) => name === plain.frontMatter.title);
      const [firstParagraph = ''] = (tag?.description ?? '').trim().split(/\n\s*\n/);
      expect(firstParagraph, page).not.toBe('');
      expect(hooked.frontMatter, page).toEqual({
        ...plain.frontMatter,
        description: firstParagraph.replace(/\s+/g, ' ').replace(/`/g, ''),
      });
    }
  });

  it('leaves the info, operation and schema pages as Docusaurus parses them', async () => {
    for (const page of ['.info.mdx', '.api.mdx', '.schema.mdx'].flatMap(generatedApiPages)) {
      const { plain, hooked } = await parse(page);
      expect(hooked, path.basename(page)).toEqual(plain);
    }
  });

  it('leaves files not named as the plugin names its pages alone', async () => {
    const fileContent = `---\ntitle: Guide\ndescription: Not a tag\n---\n\nA guide.\n`;
    const { plain, hooked } = await parse('/site/docs/guide.mdx', fileContent);
    expect(hooked).toEqual(plain);
  });
});
