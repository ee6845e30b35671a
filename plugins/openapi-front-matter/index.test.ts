import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { describe, expect, it } from 'vitest';
import { apiDocsDir } from '../../config/openapi-paths';
import { loadSpec } from '../../scripts/openapi-spec';
import { parseOpenApiFrontMatter } from './index';
import {
  decodeOperation,
  encodeOperation,
  responsesForExplorer,
  type Responses,
} from './operation-api';

const generatedDir = path.resolve(__dirname, '../../docs', apiDocsDir);

function generatedPages(suffix: string): string[] {
  if (!existsSync(generatedDir)) {
    throw new Error(
      `No generated API pages in ${generatedDir}: run \`npm run gen-api-docs\` first.`,
    );
  }
  const pages = readdirSync(generatedDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith(suffix),
  );
  expect(pages.length, suffix).toBeGreaterThan(0);
  return pages;
}

/** A file as Docusaurus parses it by default, and as the site's hook hands it on. */
async function parse(filePath: string, fileContent = readFileSync(filePath, 'utf8')) {
  const params = { filePath, fileContent };
  return {
    plain: await DEFAULT_PARSE_FRONT_MATTER(params),
    hooked: await parseOpenApiFrontMatter({
      ...params,
      defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
    }),
  };
}

type Operation = { responses: Responses };

describe('parseOpenApiFrontMatter on the pages the OpenAPI plugin generates', () => {
  it('slims the responses of each operation page and changes nothing else', async () => {
    for (const page of generatedPages('.api.mdx')) {
      const { plain, hooked } = await parse(path.join(generatedDir, page));
      expect(hooked.content, page).toBe(plain.content);
      const { api: fullApi, ...otherKeys } = plain.frontMatter;
      const { api: slimApi, ...hookedOtherKeys } = hooked.frontMatter;
      expect(hookedOtherKeys, page).toEqual(otherKeys);
      expect(typeof slimApi, page).toBe('string');
      const full = decodeOperation(fullApi as string) as Operation;
      const slim = decodeOperation(slimApi as string) as Operation;
      expect(Object.keys(full.responses).length, page).toBeGreaterThan(0);
      expect(slim, page).toEqual({ ...full, responses: responsesForExplorer(full.responses) });
      for (const response of Object.values(slim.responses)) {
        for (const media of Object.values(response.content ?? {})) expect(media, page).toEqual({});
      }
    }
  });

  it('describes each tag page with the first paragraph of its tag description', async () => {
    const { tags } = loadSpec();
    for (const page of generatedPages('.tag.mdx')) {
      const { plain, hooked } = await parse(path.join(generatedDir, page));
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

  it('leaves the info and schema pages as Docusaurus parses them', async () => {
    for (const page of [...generatedPages('.info.mdx'), ...generatedPages('.schema.mdx')]) {
      const { plain, hooked } = await parse(path.join(generatedDir, page));
      expect(hooked, page).toEqual(plain);
    }
  });

  it('leaves files not named as the plugin names its pages alone', async () => {
    const fileContent = `---\napi: ${encodeOperation({ responses: { '200': { description: 'OK', content: { 'application/json': { schema: {} } } } } })}\n---\n\nA guide.\n`;
    const { plain, hooked } = await parse('/site/docs/guide.mdx', fileContent);
    expect(hooked).toEqual(plain);
  });
});
