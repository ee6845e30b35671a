import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSpec } from '@medication-module/api-description';
import { generatedApiPages } from '../../tests/support/generated-api-pages';
import remarkApiEndpoints, { type GeneratedPages } from '.';

function rendered(source: string, generated?: GeneratedPages): string {
  const processor = unified()
    .use(remarkParse)
    .use(remarkDirective)
    .use(remarkApiEndpoints, generated);
  return unified()
    .use(remarkStringify, { bullet: '-' })
    .stringify(processor.runSync(processor.parse(source)) as never);
}

const spec = loadSpec();
const emptyDir = mkdtempSync(path.join(tmpdir(), 'api-endpoints-'));
afterAll(() => rmSync(emptyDir, { recursive: true, force: true }));

describe('remark plugin api-endpoints', () => {
  it('lists every operation with its method, path, page and first sentence', () => {
    generatedApiPages('.api.mdx'); // fails with a clear message when the pages were never generated
    const markdown = rendered('Before.\n\n::api-endpoints\n\nAfter.\n');
    const items = markdown.split('\n').filter((line) => line.startsWith('- '));
    const operations = Object.entries(spec.paths).flatMap(([pathTemplate, item]) =>
      Object.entries(item).map(([method, operation]) => ({ pathTemplate, method, operation })),
    );
    expect(items).toHaveLength(operations.length);
    for (const [index, { pathTemplate, method, operation }] of operations.entries()) {
      const item = items[index] ?? '';
      expect(item).toMatch(
        new RegExp(
          `^- \\*\\*${method.toUpperCase()}\\*\\* \\[\`${pathTemplate.replace(/[{}]/g, '\\$&')}\`\\]\\(/docs/api/medication/[a-z-]+\\): `,
        ),
      );
      expect(item).toContain(String(operation.description).split('\n')[0]?.split('. ')[0]);
    }
    expect(markdown).toMatch(/^Before\.[\s\S]*After\.\n$/);
  });

  it('lists the operations of one tag with the tag attribute (the tag pages)', () => {
    for (const { name } of spec.tags) {
      const markdown = rendered(`::api-endpoints{tag="${name}"}\n`);
      const tagged = Object.values(spec.paths)
        .flatMap((item) => Object.values(item))
        .filter((operation) => operation.tags?.includes(name));
      expect(markdown.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(
        tagged.length,
      );
    }
    expect(() => rendered('::api-endpoints{tag="No such tag"}\n')).toThrow(
      /No operation of the API has the tag "No such tag"/,
    );
  });

  it('lists every schema with its page and the first line of its description', () => {
    const markdown = rendered('::api-schemas\n');
    for (const [name, schema] of Object.entries(spec.components.schemas)) {
      const firstLine = String(schema.description).split('\n')[0] ?? '';
      expect(markdown).toContain(`- [${name}](/docs/api/medication/${name.toLowerCase()}): `);
      expect(markdown).toContain(firstLine.slice(0, 40));
    }
  });

  it('fails the page, naming the operation, when its page was not generated', () => {
    expect(() => rendered('::api-endpoints\n', { dir: emptyDir, urlBase: '/x' })).toThrow(
      /No generated API page is titled "Get medication request by id" \(GET \/MedicationRequest\/\{id\}\)/,
    );
  });
});
