import type { PhrasingContent, Root, RootContent, TableCell } from 'mdast';
import type { Plugin } from 'unified';
import { oauthFailures, type OAuthFailure } from '@medication-module/sandbox';
import { replaceLeafDirectives } from '../../scripts/leaf-directive';

/**
 * `::sign-in-failures` on a line of its own renders the sandbox's list of sign-in failures
 * (packages/sandbox/src/oauth-failures.ts) as a table: what went wrong, where it is caught, the
 * answer, its `error_description`, and the section of the guide that explains the rule. The
 * sandbox sends that section as `error_uri`, so the table and the answers cannot drift apart.
 */
export const directiveName = 'sign-in-failures';

const stages: Record<OAuthFailure['stage'], string> = {
  'authorize-redirect': 'authorize: back to the app with ',
  'authorize-page': 'authorize: a page with ',
  token: 'token: ',
  read: 'read (strict): ',
  client: 'only your app can see it',
};

const headings: Record<OAuthFailure['anchor'], string> = {
  'registering-a-client': 'Registering a client',
  discovery: 'Discovery',
  scopes: 'Scopes',
  'user-facing-apps-a-clinician-is-signed-in': 'User-facing apps',
  'backend-services-no-user-present': 'Backend services',
  'token-lifetime': 'Token lifetime',
};

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const link = (url: string, label: string): PhrasingContent => ({
  type: 'link',
  url,
  children: [text(label)],
});
const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });

/** Backticked words of a summary become inline code, the rest stays text. */
function phrasing(summary: string): PhrasingContent[] {
  return summary
    .split(/(`[^`]+`)/)
    .filter((part) => part !== '')
    .map((part) => (part.startsWith('`') ? code(part.slice(1, -1)) : text(part)));
}

/** Where it is caught and what comes back, as text, so that the narrow column can wrap. */
function answerOf(failure: OAuthFailure): PhrasingContent[] {
  if (failure.stage === 'client') return [text(stages.client)];
  const status = failure.stage === 'authorize-redirect' ? '' : `${failure.status} `;
  return [text(`${stages[failure.stage]}${status}${failure.error}`)];
}

export function signInFailures(): RootContent[] {
  const header = ['What went wrong', 'Answer', 'error_description, and the rule'];
  const rows = Object.values(oauthFailures).map((failure: OAuthFailure) => [
    phrasing(failure.summary),
    answerOf(failure),
    [text(`${failure.description} `), link(`#${failure.anchor}`, headings[failure.anchor])],
  ]);
  return [
    {
      type: 'table',
      align: header.map(() => null),
      children: [
        { type: 'tableRow', children: header.map((heading) => cell([text(heading)])) },
        ...rows.map((cells) => ({ type: 'tableRow' as const, children: cells.map(cell) })),
      ],
    },
  ];
}

const remarkSignInFailures: Plugin<[], Root> = () => (tree) => {
  replaceLeafDirectives(tree, directiveName, signInFailures);
};

export default remarkSignInFailures;
