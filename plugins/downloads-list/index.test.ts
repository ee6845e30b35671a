import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checksumsUrl, recordDigests, sha256 } from '../integration-downloads/digests';
import { generatedDownloads, mcpServerDownload } from '../integration-downloads/downloads';
import { llmsDownloads } from '../llms-txt/files';
import { renderedMarkdown } from '../valueset-tables/markdown';
import remarkDownloadsList, { downloadsTable } from '.';
import { conformanceDownloads, fhirFolders, siteDownloads } from './catalogue';

const table = (): string => renderedMarkdown('::downloads-list\n', [remarkDownloadsList]);

describe('remark plugin downloads-list', () => {
  // What the build records from the bytes it serves (plugins/integration-downloads): here each
  // file's "content" is its address, so each row's digest is known.
  const recordable = (): string[] => [
    ...generatedDownloads.map(({ url }) => url).filter((url) => url !== checksumsUrl),
    ...conformanceDownloads().map(({ url }) => url),
  ];
  beforeAll(() =>
    recordDigests(recordable().map((url) => ({ url, content: `content of ${url}` }))),
  );
  const rowOf = (markdown: string, url: string): string | undefined =>
    markdown.split('\n').find((line) => line.includes(`(pathname://${url})`));

  it('gives each file the SHA-256 the build recorded, and says where the others have theirs', () => {
    const markdown = table();
    for (const url of recordable()) {
      expect(rowOf(markdown, url), url).toContain(`SHA-256: \`${sha256(`content of ${url}`)}\``);
    }
    expect(rowOf(markdown, mcpServerDownload.url)).toContain('SHA-256: in `SHA256SUMS.txt`');
    for (const url of [checksumsUrl, ...llmsDownloads.map((download) => download.url)]) {
      expect(rowOf(markdown, url), url).not.toContain('SHA-256:');
    }
  });

  it('fails on a download whose digest the build did not record', () => {
    expect(() => downloadsTable([{ url: '/packages/unrecorded.tgz', description: 'x' }])).toThrow(
      /unrecorded\.tgz has no SHA-256/,
    );
  });

  it('lists every file served under /fhir/, every generated download, the MCP server and the llms files, once each', () => {
    const markdown = table();
    const urls = [
      ...fhirFolders().flatMap((folder) => readdirSync(folder).map((file) => `/fhir/${file}`)),
      ...generatedDownloads.map((download) => download.url),
      mcpServerDownload.url,
      ...llmsDownloads.map((download) => download.url),
    ];
    expect(
      siteDownloads()
        .map((download) => download.url)
        .sort(),
    ).toEqual([...urls].sort());
    for (const url of urls) expect(markdown.split(`(pathname://${url})`)).toHaveLength(2);
  });

  it('writes one table row per file, the OpenAPI description first', () => {
    const rows = table()
      .split('\n')
      .filter((line) => line.startsWith('|'));
    expect(rows[0]).toMatch(/^\| File +\| What it is +\|$/);
    expect(rows).toHaveLength(2 + siteDownloads().length);
    expect(rows[2]).toContain('(pathname:///openapi/medication.yaml)');
  });

  it('describes a FHIR resource by its type, title and the first sentence of its description', () => {
    const valueSet = conformanceDownloads().find((download) =>
      download.url.endsWith('/ValueSet-medication-module-route.json'),
    );
    expect(valueSet?.description).toMatch(
      /^FHIR R4 ValueSet "Route of administration"\. The routes /,
    );
  });

  it('fails on a file that does not describe itself', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'downloads-'));
    writeFileSync(path.join(folder, 'ValueSet-x.json'), '{"resourceType":"ValueSet","id":"x"}');
    expect(() => conformanceDownloads([folder])).toThrow(/ValueSet-x\.json has no description/);
    const other = mkdtempSync(path.join(tmpdir(), 'downloads-'));
    writeFileSync(path.join(other, 'notes.txt'), 'plain text');
    expect(() => conformanceDownloads([other])).toThrow(
      /notes\.txt: a download in \/fhir\/ must be JSON/,
    );
  });

  it('refuses attributes, which it would otherwise ignore', () => {
    expect(() =>
      renderedMarkdown('::downloads-list{only="fhir"}\n', [remarkDownloadsList]),
    ).toThrow(/takes no attributes \(only\)/);
  });
});
