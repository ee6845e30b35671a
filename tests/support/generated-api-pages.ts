import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ParseFrontMatter } from '@docusaurus/types';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { apiDocsDir } from '../../config/openapi-paths';

export const generatedApiDir = path.resolve(__dirname, '../../docs', apiDocsDir);

/** The generated API pages whose file names end with `suffix`, absolute (`.api.mdx`, `.tag.mdx`…). */
export function generatedApiPages(suffix: string): string[] {
  if (!existsSync(generatedApiDir)) {
    throw new Error(
      `No generated API pages in ${generatedApiDir}: run \`npm run gen-api-docs\` first.`,
    );
  }
  const pages = readdirSync(generatedApiDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => path.join(generatedApiDir, file));
  if (pages.length === 0) throw new Error(`No generated API page ends with ${suffix}.`);
  return pages;
}

/** A file as Docusaurus parses it by default, and as `hook` hands it on. */
export async function parsedBoth(
  hook: ParseFrontMatter,
  filePath: string,
  fileContent = readFileSync(filePath, 'utf8'),
) {
  const params = { filePath, fileContent };
  return {
    plain: await DEFAULT_PARSE_FRONT_MATTER(params),
    hooked: await hook({ ...params, defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER }),
  };
}
