import { describe, expect, it } from 'vitest';
import { generatedDownloads } from './downloads';
import type { EmittedFile } from './emit-assets';
import integrationDownloadsPlugin, { assertDescribed } from '.';

const file = (url: string): EmittedFile => ({
  target: url.slice(1),
  content: () => '',
  dependencies: [],
});

describe('the described downloads', () => {
  it('are exactly the files the plugin emits', () => {
    const plugin = integrationDownloadsPlugin();
    const configure = plugin.configureWebpack as unknown as (...args: unknown[]) => {
      plugins?: unknown[];
    };
    // Throws (assertDescribed) when a file is emitted without its line, or a line has no file.
    const tarballs = generatedDownloads
      .filter((download) => download.url.startsWith('/packages/'))
      .map((download) => ({ fileName: download.url.split('/').pop(), tarball: Buffer.alloc(0) }));
    expect(tarballs).toHaveLength(3);
    expect(() =>
      configure(
        {},
        false,
        {},
        {
          bundle: '{}',
          collection: '{}',
          changelog: '',
          statement: '',
          renderer: { module: '', declarations: '' },
          sandbox: '',
          tarballs,
        },
      ),
    ).not.toThrow();
  });

  it('each say what the file is in one line', () => {
    for (const { url, description } of generatedDownloads) {
      expect(url, url).toMatch(/^\/[a-z]+\/[^/]+\.[a-z]+$/);
      expect(description.trim(), url).not.toBe('');
      expect(description, url).not.toContain('\n');
    }
  });

  it('fail the build for a file without a line, and for a line without a file', () => {
    const described = generatedDownloads.map((download) => file(download.url));
    expect(() => assertDescribed(described)).not.toThrow();
    expect(() => assertDescribed([...described, file('/sandbox/another-tool.mjs')])).toThrow(
      /emits \/sandbox\/another-tool\.mjs: describe it in generatedDownloads/,
    );
    expect(() => assertDescribed(described.slice(1))).toThrow(
      /lists \/openapi\/medication\.yaml, which/,
    );
  });
});
