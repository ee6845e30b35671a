import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  cspIncludePath,
  nginxCspInclude,
  scanInlineScripts,
  type InlineScriptScan,
} from '../../scripts/csp-hashes';
import { assertBuildExists } from '../../scripts/site-build/build-output';

describe('Content-Security-Policy include for nginx', () => {
  let scan: InlineScriptScan;

  beforeAll(() => {
    assertBuildExists();
    // Parses every HTML file of the build: slow on a busy two-core machine.
    scan = scanInlineScripts();
  }, 120_000);

  it('finds the colour-mode and announcement-bar scripts and no inline event handlers', () => {
    expect(scan.hashes.length).toBeGreaterThan(0);
    expect(scan.problems).toEqual([]);
  });

  it('allows exactly the inline scripts of this build', () => {
    expect(
      readFileSync(cspIncludePath, 'utf8'),
      'deploy/nginx/snippets/medication-docs/content-security-policy.conf is stale: run `npm run csp-hashes` after `npm run build` and commit it',
    ).toBe(nginxCspInclude(contentSecurityPolicy(scan.hashes)));
  });
});
