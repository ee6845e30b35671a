import { createHash } from 'node:crypto';

/** The SHA-256 of a file's bytes, as `sha256sum` prints it: 64 lowercase hex digits. */
export const sha256 = (content: Buffer | string): string =>
  createHash('sha256').update(content).digest('hex');

/** Where the site serves the SHA-256 of every download, in the format `sha256sum -c` reads. */
export const checksumsUrl = '/checksums/SHA256SUMS.txt';

/**
 * One `<hex>  <file name>` line per file, sorted by name: in the folder the files were
 * downloaded to, `sha256sum -c --ignore-missing SHA256SUMS.txt` checks each one there.
 */
export function checksumsFile(files: readonly { url: string; content: Buffer | string }[]): string {
  const named = files.map(({ url, content }) => ({ name: url.split('/').pop() ?? url, content }));
  const names = named.map(({ name }) => name);
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  if (repeated.length > 0) {
    throw new Error(
      `Two downloads share the name ${repeated.join(', ')}: a checksum line names one`,
    );
  }
  return named
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, content }) => `${sha256(content)}  ${name}\n`)
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
  const name = file.url.split('/').pop() ?? file.url;
  const lines = checksums.split('\n').filter((line) => line !== '');
  if (lines.some((line) => line.slice(66) === name)) {
    throw new Error(`${checksumsUrl} already has a line for ${name}`);
  }
  return [...lines, `${sha256(file.content)}  ${name}`]
    .sort((a, b) => a.slice(66).localeCompare(b.slice(66)))
    .map((line) => `${line}\n`)
    .join('');
}
