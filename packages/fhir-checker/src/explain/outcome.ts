import { guideLinks } from '../guide-links';
import type { ExplanationSection } from './types';
import { list, obj, quoted, text } from './words';
import { own } from '../own';

/** What each issue code the module answers with means, with its HTTP status. */
const issueCodes: Readonly<Record<string, string>> = {
  login:
    '401: the access token is missing, expired or not valid. Get a new token; do not retry with the same one.',
  forbidden: '403: the token is valid but its scopes do not allow this read.',
  'not-found': '404: no resource with this id. Drop the id from your work lists.',
  'not-supported':
    '406: the request asked for something other than FHIR JSON (Accept or _format). The API answers JSON only.',
  deleted: '410: the resource was deleted. Remove your copy.',
  throttled: '429: too many requests. Wait as long as Retry-After says, then try again.',
  invalid: '400: the request is malformed.',
  exception: '5xx: a server error. Retry later with backoff.',
  transient: '5xx: a temporary problem. Retry later with backoff.',
};

export function outcomeSection(resource: Record<string, unknown>): ExplanationSection {
  const lines = list(resource.issue).map((item, index) => {
    const issue = obj(item) ?? {};
    const code = text(issue.code) ?? '(no code)';
    const said = text(obj(issue.details)?.text) ?? text(issue.diagnostics);
    return `Issue ${index + 1}: ${text(issue.severity) ?? 'no severity'}, code ${quoted(code)}: ${own(issueCodes, code) ?? 'a code the module does not answer with.'}${said ? ` It says ${quoted(said)}.` : ''}`;
  });
  return {
    heading: 'Error',
    path: '$.issue',
    lines: [
      'An OperationOutcome: the body of an error answer. Decide on the HTTP status and the issue code, never on the text.',
      ...lines,
    ],
    guide: guideLinks.errors,
  };
}
