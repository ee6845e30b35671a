import type { PhrasingContent, Root, RootContent, TableCell } from 'mdast';
import type { Plugin } from 'unified';
import { oauthFailures, signInGuidePath, type OAuthFailure } from '@medication-module/sandbox';
import { replaceLeafDirectives } from '../../scripts/leaf-directive';

/**
 * `::sign-in-failures` on a line of its own renders the sandbox's list of sign-in failures
 * (packages/sandbox/src/oauth-failures.ts) as a table: what went wrong, where it is caught, the
 * answer, its `error_description`, and the section of the getting-started guide that explains
 * the rule. The
 * sandbox sends that section as `error_uri`, so the table and the answers cannot drift apart.
 */
export const directiveName = 'sign-in-failures';

const stages: Record<OAuthFailure['stage'], string> = {
  'authorize-redirect': 'authorize, redirected back',
  'authorize-page': 'authorize, shown to the user',
  token: 'token endpoint',
  read: 'FHIR read (strict mode)',
  client: 'your app (no server sees it)',
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

function answerOf(failure: OAuthFailure): PhrasingContent[] {
  if (failure.stage === 'client') return [text('none: compare it yourself')];
  if (failure.stage === 'read') {
    return [code(`${failure.status}`), text(' with '), code(`error="${failure.error}"`)];
  }
  if (failure.stage === 'authorize-redirect') {
    return [text('redirect with '), code(`error=${failure.error}`)];
  }
  return [code(`${failure.status}`), text(' '), code(failure.error)];
}

export function signInFailures(): RootContent[] {
  const header = ['What went wrong', 'Caught at', 'Answer', 'error_description', 'Explained in'];
  const rows = Object.values(oauthFailures).map((failure: OAuthFailure) => [
    phrasing(failure.summary),
    [text(stages[failure.stage])],
    answerOf(failure),
    [text(failure.description)],
    [link(`${signInGuidePath}#${failure.anchor}`, headings[failure.anchor])],
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
