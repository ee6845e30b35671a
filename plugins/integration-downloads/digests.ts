import { createHash } from 'node:crypto';

/** The SHA-256 of a file's bytes, as `sha256sum` prints it: 64 lowercase hex digits. */
export const sha256 = (content: Buffer | string): string =>
  createHash('sha256').update(content).digest('hex');

/**
 * The SHA-256 of each generated download, by its site address, recorded from the very bytes the
 * build writes (./index.ts) before any page is compiled, and read by the downloads list
 * (plugins/downloads-list) beside each file.
 */
const recorded = new Map<string, string>();

export function recordDigests(files: readonly { url: string; content: Buffer | string }[]): void {
  for (const { url, content } of files) recorded.set(url, sha256(content));
}

export const recordedDigest = (url: string): string | undefined => recorded.get(url);
