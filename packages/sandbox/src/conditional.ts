import { compareInstants, parseHttpDate, type Instant } from './fhir-time';

/**
 * `If-None-Match` as HTTP (RFC 9110, 13.1.2) has it for a GET: `*`, or a list of entity tags
 * compared weakly, so `W/"3"` and `"3"` both match the version `3`. A value that holds no
 * entity tag matches nothing, and the read answers in full.
 */
const entityTag = /(?:W\/)?"([\x21\x23-\x7e\x80-\uffff]*)"/g;

export function ifNoneMatchMatches(header: string | undefined, versionId: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return [...header.matchAll(entityTag)].some((match) => match[1] === versionId);
}

/**
 * `If-Modified-Since` as HTTP (RFC 9110, 13.1.3) has it for a GET or HEAD: a recipient ignores
 * it when the request has `If-None-Match` (the caller checks that), when it is not one valid
 * HTTP-date, and when the date is later than the server's current time; otherwise the resource
 * is unchanged when it was last modified at or before that date, compared to the second.
 */
export function notModifiedSince(
  header: string | undefined,
  lastModified: Instant,
  now: Instant,
): boolean {
  if (header === undefined) return false;
  const since = parseHttpDate(header.trim(), new Date(now.seconds * 1000).getUTCFullYear());
  if (!since || compareInstants(since, now) > 0) return false;
  return lastModified.seconds <= since.seconds;
}

/** The weak entity tag the API sends for a version. */
export const weakEtag = (versionId: string): string => `W/"${versionId}"`;
