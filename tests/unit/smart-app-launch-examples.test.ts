import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fencedBlocksOfFile } from '../support/markdown-json-blocks';

/**
 * The App Launch examples of the getting-started guide follow SMART App Launch 2.2 and OAuth:
 * `state` carries at least 122 bits of entropy and is new for every request, the PKCE challenge
 * is the S256 hash of the verifier the token request sends, `aud` is the FHIR base URL, an EHR
 * launch echoes `launch`, and token responses forbid caching.
 */
const guide = 'docs/guides/medication-module/getting-started.mdx';
const fhirBase = 'https://fhir.example.org/r4';
const http = fencedBlocksOfFile(guide).filter((block) => block.language === 'http');

/** The parameters of a request shown with line breaks added for reading. */
function parameters(block: string): URLSearchParams {
  const joined = block
    .split('\n')
    .map((line) => line.trim())
    .join('');
  const query = /^GET \S*?\?(\S+) HTTP\/1\.1/.exec(joined)?.[1];
  return new URLSearchParams(query ?? joined.slice(joined.lastIndexOf('grant_type=')));
}

const authorizations = http
  .filter((block) => block.content.startsWith('GET /oauth2/authorize'))
  .map((block) => parameters(block.content));
const tokenRequests = http
  .filter((block) =>
    /^POST \/oauth2\/token[\s\S]*grant_type=authorization_code/.test(block.content),
  )
  .map((block) => parameters(block.content));
const tokenAnswers = http.filter(
  (block) => block.content.startsWith('HTTP/1.1 200') && block.content.includes('"access_token"'),
);

const s256 = (verifier: string): string =>
  createHash('sha256').update(verifier).digest('base64url');

describe('App Launch examples of the getting-started guide', () => {
  it('show an EHR launch and a standalone launch, and a code exchange', () => {
    expect(authorizations.map((request) => request.has('launch')).sort()).toEqual([false, true]);
    expect(tokenRequests.length).toBeGreaterThan(0);
  });

  it.each(authorizations.map((request, index) => [index, request] as const))(
    'authorization request %i: state of at least 122 bits, S256 PKCE, aud is the FHIR base URL',
    (_, request) => {
      const state = request.get('state') ?? '';
      expect(state).toMatch(/^[A-Za-z0-9_-]+$/);
      // base64url: 6 bits a character.
      expect(state.length * 6).toBeGreaterThanOrEqual(122);
      expect(request.get('code_challenge_method')).toBe('S256');
      expect(request.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(request.get('aud')).toBe(fhirBase);
      const scopes = (request.get('scope') ?? '').split(' ');
      expect(scopes.includes('launch')).toBe(request.has('launch'));
      expect(scopes.includes('online_access') && !request.has('launch')).toBe(false);
    },
  );

  it('uses a new state and a new verifier for every request', () => {
    const states = authorizations.map((request) => request.get('state'));
    const challenges = authorizations.map((request) => request.get('code_challenge'));
    expect(new Set(states).size).toBe(states.length);
    expect(new Set(challenges).size).toBe(challenges.length);
  });

  it('exchanges each code with the verifier whose S256 hash its request sent', () => {
    const challenges = authorizations.map((request) => request.get('code_challenge'));
    for (const request of tokenRequests) {
      const verifier = request.get('code_verifier') ?? '';
      expect(verifier).toMatch(/^[A-Za-z0-9._~-]{43,128}$/);
      expect(challenges).toContain(s256(verifier));
    }
  });

  it('answers tokens with Cache-Control: no-store and Pragma: no-cache', () => {
    expect(tokenAnswers.length).toBeGreaterThan(1);
    for (const answer of tokenAnswers) {
      expect(answer.content).toMatch(/^Cache-Control: no-store$/m);
      expect(answer.content).toMatch(/^Pragma: no-cache$/m);
    }
  });
});
