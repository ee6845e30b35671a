import { oauthFailures, type OAuthFailureId } from '@medication-module/sandbox';

/**
 * The mistakes the sign-in lab lets a reader make at each step, taken from the sandbox's failure
 * list (its summaries label them), so the lab breaks exactly what the sandbox explains.
 */
export const labSteps = {
  authorize: [
    'aud-wrong',
    'aud-missing',
    'pkce-plain',
    'state-missing',
    'redirect-uri-mismatch',
    'scope-not-allowed',
    'consent-denied',
  ],
  callback: ['state-mismatch'],
  token: [
    'verifier-missing',
    'verifier-wrong',
    'redirect-uri-differs',
    'code-reused',
    'code-expired',
  ],
  read: ['token-expired', 'scope-insufficient', 'token-unknown'],
} as const satisfies Record<string, readonly OAuthFailureId[]>;

export type LabStep = keyof typeof labSteps;
export type Mistake<S extends LabStep> = (typeof labSteps)[S][number];

/** The label of a mistake: its summary, without the Markdown backticks. */
export const mistakeLabel = (id: OAuthFailureId): string =>
  oauthFailures[id].summary.replace(/`/g, '');
