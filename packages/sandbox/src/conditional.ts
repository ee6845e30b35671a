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

/** The weak entity tag the API sends for a version. */
export const weakEtag = (versionId: string): string => `W/"${versionId}"`;
