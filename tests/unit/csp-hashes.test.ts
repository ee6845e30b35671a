import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, scanInlineScripts } from '../../scripts/csp-hashes';

describe('inline-script scan for the Content-Security-Policy', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'csp-scan-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('hashes each distinct executable inline script once and skips data blocks and files', () => {
    mkdirSync(path.join(root, 'docs/page'), { recursive: true });
    const script = '<script>document.title = "x";</script>';
    writeFileSync(
      path.join(root, 'index.html'),
      `<html><head>${script}<script type="application/ld+json">{"@type":"Thing"}</script><script src="/assets/js/main.js"></script></head></html>`,
    );
    writeFileSync(path.join(root, 'docs/page/index.html'), `<html><head>${script}</head></html>`);
    // sha256 of `document.title = "x";`, base64.
    expect(scanInlineScripts(root)).toEqual({
      hashes: ["'sha256-SMvsNDpfnjuHfEuQmiwN5xVKOubsOJP6wvxn2UhM8x8='"],
      problems: [],
    });
  });

  it('reports inline event handlers and javascript: URLs, which no hash can allow', () => {
    writeFileSync(
      path.join(root, 'docs/page/index.html'),
      '<html><body><button onclick="go()">Go</button><a href="javascript:go()">Go</a></body></html>',
    );
    expect(scanInlineScripts(root).problems).toEqual([
      'docs/page/index.html: <button onclick="…">',
      'docs/page/index.html: <a href="javascript:go()">',
    ]);
  });

  it('puts the hashes in script-src and nowhere allows eval or inline scripts', () => {
    const policy = contentSecurityPolicy(["'sha256-abc='"]);
    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    expect(policy).not.toContain('unsafe-eval');
    expect(
      policy.split('; ').find((directive) => directive.startsWith('script-src')),
    ).not.toContain('unsafe-inline');
  });
});
