import { createHash } from 'node:crypto';

/** The SHA-256 of a file's bytes, as `sha256sum` prints it: 64 lowercase hex digits. */
export const sha256 = (content: Buffer | string): string =>
  createHash('sha256').update(content).digest('hex');

/** Where the site serves the SHA-256 of every download, in the format `sha256sum -c` reads. */
export const checksumsUrl = '/checksums/SHA256SUMS.txt';

/** A download's site address and the SHA-256 of its bytes as served. */
export interface Digest {
  url: string;
  sha256: string;
}

/**
 * The SHA-256 of each download, by its site address, computed once from the bytes the build
 * serves (./index.ts, before any page compiles): the checksums file is written from them, and
 * the downloads list (plugins/downloads-list) shows each beside its file.
 */
const recorded = new Map<string, string>();

/** Computes the files' digests, records them for the downloads list, and returns them. */
export function recordDigests(
  files: readonly { url: string; content: Buffer | string }[],
): Digest[] {
  const digests = files.map(({ url, content }) => ({ url, sha256: sha256(content) }));
  for (const { url, sha256: digest } of digests) recorded.set(url, digest);
  return digests;
}

export const recordedDigest = (url: string): string | undefined => recorded.get(url);

const nameOf = (url: string): string => url.split('/').pop() ?? url;

/**
 * One `<hex>  <file name>` line per file, sorted by name: in the folder the files were
 * downloaded to, `sha256sum -c --ignore-missing SHA256SUMS.txt` checks each one there.
 */
export function checksumsFile(digests: readonly Digest[]): string {
  const named = digests.map(({ url, sha256: digest }) => ({ name: nameOf(url), digest }));
  const names = named.map(({ name }) => name);
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  if (repeated.length > 0) {
    throw new Error(
      `Two downloads share the name ${repeated.join(', ')}: a checksum line names one`,
    );
  }
  return named
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, digest }) => `${digest}  ${name}\n`)
    .join('');
}

/**
 * The checksums file with one more download's line, in name order: for a download written after
 * the file (the MCP server's package, packed once the search index exists).
 */
export function withChecksum(
  checksums: string,
  file: { url: string; content: Buffer | string },
): string {
  const name = nameOf(file.url);
  const lines = checksums.split('\n').filter((line) => line !== '');
  if (lines.some((line) => line.slice(66) === name)) {
    throw new Error(`${checksumsUrl} already has a line for ${name}`);
  }
  return [...lines, `${sha256(file.content)}  ${name}`]
    .sort((a, b) => a.slice(66).localeCompare(b.slice(66)))
    .map((line) => `${line}\n`)
    .join('');
}
