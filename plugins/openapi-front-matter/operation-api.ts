import { deflateSync, inflateSync } from 'node:zlib';
import { isJsonObject, type JsonObject } from '@medication-module/api-description';

/**
 * The OpenAPI plugin writes the operation as base64 of zlib-deflated JSON (Node's
 * `deflateSync`); the theme's ApiItem reverses it with pako's `ungzip`, which reads the
 * zlib format too. With the plugin's `disableCompression` the front matter holds the
 * operation as a plain object instead.
 */
export function decodeOperation(api: string): unknown {
  return JSON.parse(inflateSync(Buffer.from(api, 'base64')).toString('utf8'));
}

export function encodeOperation(operation: object): string {
  return deflateSync(JSON.stringify(operation)).toString('base64');
}

/**
 * The front matter with `change` applied to the operation in its `api`, written back the way
 * the plugin wrote it (compressed or plain). Front matter without an operation object is
 * returned as it is.
 */
export function withOperation(
  frontMatter: Record<string, unknown>,
  change: (operation: JsonObject) => JsonObject,
): Record<string, unknown> {
  const { api } = frontMatter;
  const compressed = typeof api === 'string';
  const operation: unknown = compressed ? decodeOperation(api) : api;
  if (!isJsonObject(operation)) return frontMatter;
  const changed = change(operation);
  if (changed === operation) return frontMatter;
  return { ...frontMatter, api: compressed ? encodeOperation(changed) : changed };
}
