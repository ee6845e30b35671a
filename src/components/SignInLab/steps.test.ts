import { describe, expect, it } from 'vitest';
import { oauthFailures } from '@medication-module/sandbox';
import { labSteps } from './steps';

/** Each step of the lab breaks only what is caught at that step. */
const stagesOf = {
  authorize: ['authorize-redirect', 'authorize-page'],
  callback: ['client'],
  token: ['token'],
  read: ['read'],
} as const;

describe('sign-in lab steps', () => {
  for (const [step, mistakes] of Object.entries(labSteps)) {
    it(`${step} offers mistakes caught there`, () => {
      for (const mistake of mistakes) {
        expect(stagesOf[step as keyof typeof stagesOf] as readonly string[]).toContain(
          oauthFailures[mistake].stage,
        );
      }
    });
  }
});
