import { describe, expect, it } from 'vitest';
import { checksumsFile, recordDigests, recordedDigest, sha256, withChecksum } from './digests';
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
          fhirPackage: Buffer.alloc(0),
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

describe('the checksums file', () => {
  it('has one sha256sum line per file, by file name, and refuses two files of one name', () => {
    expect(
      checksumsFile(
        recordDigests([
          { url: '/sandbox/b.mjs', content: 'b' },
          { url: '/fhir/a.json', content: Buffer.from('a') },
        ]),
      ),
    ).toBe(`${sha256('a')}  a.json\n${sha256('b')}  b.mjs\n`);
    expect(sha256('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(() =>
      checksumsFile([
        { url: '/fhir/x.json', sha256: sha256('1') },
        { url: '/openapi/x.json', sha256: sha256('2') },
      ]),
    ).toThrow(/share the name x\.json/);
  });

  it('keeps each digest it computes for the downloads list, by address', () => {
    const [digest] = recordDigests([{ url: '/fhir/recorded.json', content: 'recorded' }]);
    expect(digest).toEqual({ url: '/fhir/recorded.json', sha256: sha256('recorded') });
    expect(recordedDigest('/fhir/recorded.json')).toBe(sha256('recorded'));
    expect(recordedDigest('/fhir/never-recorded.json')).toBeUndefined();
  });

  it('takes a download written later in name order, as checksumsFile would have', () => {
    const files = [
      { url: '/fhir/a.json', content: 'a' },
      { url: '/packages/m.tgz', content: 'm' },
      { url: '/sandbox/z.mjs', content: 'z' },
    ];
    const [a, m, z] = files as [(typeof files)[0], (typeof files)[0], (typeof files)[0]];
    expect(withChecksum(checksumsFile(recordDigests([a, z])), m)).toBe(
      checksumsFile(recordDigests(files)),
    );
    expect(() => withChecksum(checksumsFile(recordDigests(files)), m)).toThrow(
      /already has a line for m\.tgz/,
    );
  });
});
