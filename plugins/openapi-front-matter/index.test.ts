import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '@medication-module/api-description';
import { generatedApiPages, parsedBoth } from '../../tests/support/generated-api-pages';
import type { JsonObject } from '@medication-module/api-description';
import { parseOpenApiFrontMatter } from './index';
import { decodeOperation } from './operation-api';

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

  it('gives the explorer one security choice per set of schemes, and changes nothing else', async () => {
    for (const page of generatedApiPages('.api.mdx')) {
      const { plain, hooked } = await parse(page);
      expect(hooked.content, page).toBe(plain.content);
      const { api: plainApi, ...plainRest } = plain.frontMatter;
      const { api: hookedApi, ...hookedRest } = hooked.frontMatter;
      expect(hookedRest, page).toEqual(plainRest);
      const before = decodeOperation(plainApi as string) as JsonObject;
      const after = decodeOperation(hookedApi as string) as JsonObject;
      expect(after, page).toEqual({ ...before, security: after.security });
      const choices = (after.security as Record<string, string[]>[]).map((requirement) =>
        Object.keys(requirement).join(' and '),
      );
      expect(new Set(choices).size, page).toBe(choices.length);
      // Every scope of the description is still offered with its scheme.
      const pairs = (security: unknown) =>
        new Set(
          (security as Record<string, string[]>[]).flatMap((requirement) =>
            Object.entries(requirement).flatMap(([scheme, scopes]) =>
              scopes.map((scope) => `${scheme} ${scope}`),
            ),
          ),
        );
      expect(pairs(after.security), page).toEqual(pairs(before.security));
    }
  });

  it('leaves the info and schema pages as Docusaurus parses them', async () => {
    for (const page of ['.info.mdx', '.schema.mdx'].flatMap(generatedApiPages)) {
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
