/**
 * The request target of an HTTP request, read without `new URL` or a bare `decodeURIComponent`
 * (each throws on some targets a client can send, such as `//[` or `%E0%A4%A`).
 */
export interface ParsedTarget {
  /** The path's segments after the first `/`, percent-decoded. */
  segments: string[];
  /** The query's parameters in order, percent-decoded; `+` stays `+` (this is no HTML form). */
  query: [string, string][];
}

export type TargetProblem = { problem: string };

// RFC 3986 characters of a path and a query besides percent-escapes; a query also allows `?` and `/`.
const pathCharacters = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/%]*$/;
const queryCharacters = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*$/;
const badEscape = /%(?![0-9A-Fa-f]{2})/;

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

export function parseTarget(target: string): ParsedTarget | TargetProblem {
  // A proxy-style absolute target (`http://host/path`) names the same resource as its path.
  const absolute = /^https?:\/\/[^/?#]*/i.exec(target);
  const originForm = absolute ? target.slice(absolute[0].length) || '/' : target;
  if (!originForm.startsWith('/')) {
    return { problem: 'The request target must be a path starting with "/".' };
  }
  const queryStart = originForm.indexOf('?');
  const path = queryStart === -1 ? originForm : originForm.slice(0, queryStart);
  const queryText = queryStart === -1 ? '' : originForm.slice(queryStart + 1);
  if (!pathCharacters.test(path) || !queryCharacters.test(queryText)) {
    return {
      problem:
        'The request target holds characters a URL may not hold unencoded; percent-encode them.',
    };
  }
  if (badEscape.test(path) || badEscape.test(queryText)) {
    return { problem: 'The request target has a "%" that is not followed by two hex digits.' };
  }
  const segments = path.slice(1).split('/').map(decode);
  const query = queryText
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      const value = equals === -1 ? '' : pair.slice(equals + 1);
      return [decode(name), decode(value)] as const;
    });
  const undecodable =
    segments.some((segment) => segment === undefined) ||
    query.some(([name, value]) => name === undefined || value === undefined);
  if (undecodable) {
    return { problem: 'The request target has percent-escapes that are not valid UTF-8.' };
  }
  return {
    segments: segments as string[],
    query: query as [string, string][],
  };
}

export const isProblem = (parsed: ParsedTarget | TargetProblem): parsed is TargetProblem =>
  'problem' in parsed;
