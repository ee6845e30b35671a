import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthFailures } from '@medication-module/sandbox';
import {
  downloadIntoEmptyFolder,
  downloadName,
  startSandboxWithClients,
  type DownloadedSandbox,
} from '../support/downloaded-sandbox';

/**
 * Backend services against the downloadable sandbox in strict mode, as an integrator's CI runs
 * it: a client signs its assertion with `jose` (RS384 with a registered JWK Set, ES384 with a JWK
 * Set URL this test serves on 127.0.0.1), gets a token and reads; hostile token requests get a
 * standard OAuth error and the sandbox keeps answering; a bad registration file stops it.
 */
const run = promisify(execFile);
const assertionType = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
let sandbox: DownloadedSandbox;
let jwksServer: Server;
let rsa: CryptoKey;
let ec: CryptoKey;

beforeAll(async () => {
  const rsaPair = await generateKeyPair('RS384', { extractable: true });
  const ecPair = await generateKeyPair('ES384', { extractable: true });
  rsa = rsaPair.privateKey;
  ec = ecPair.privateKey;
  const ecSet = { keys: [{ ...(await exportJWK(ecPair.publicKey)), kid: 'ec-1' }] };
  jwksServer = createServer((_req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(ecSet));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const jwksUri = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/jwks.json`;
  sandbox = await startSandboxWithClients([
    {
      client_id: 'pharmacy',
      jwks: { keys: [{ ...(await exportJWK(rsaPair.publicKey)), kid: 'rsa-1' }] },
      scope: 'system/MedicationRequest.rs',
    },
    { client_id: 'warehouse', jwks_uri: jwksUri, scope: 'system/ServiceRequest.read' },
  ]);
}, 60_000);
afterAll(async () => {
  await sandbox.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

const tokenEndpoint = (): string => `${sandbox.baseUrl}/oauth2/token`;

function assertion(client: string, key: CryptoKey, alg: string, kid: string): Promise<string> {
  return new SignJWT({ jti: crypto.randomUUID() })
    .setProtectedHeader({ alg, kid, typ: 'JWT' })
    .setIssuer(client)
    .setSubject(client)
    .setAudience(tokenEndpoint())
    .setExpirationTime('4m')
    .sign(key);
}

function requestToken(body: string): Promise<Response> {
  return fetch(tokenEndpoint(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
}

const backendForm = (clientAssertion: string, scope: string): string =>
  new URLSearchParams({
    grant_type: 'client_credentials',
    scope,
    client_assertion_type: assertionType,
    client_assertion: clientAssertion,
  }).toString();

const read = (path: string, token: string): Promise<Response> =>
  fetch(`${sandbox.baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });

describe('backend services against the downloadable sandbox (strict)', () => {
  it('RS384 with a registered JWK Set: a token that reads MedicationRequest, not ServiceRequest', async () => {
    const answer = await requestToken(
      backendForm(
        await assertion('pharmacy', rsa, 'RS384', 'rsa-1'),
        'system/MedicationRequest.rs',
      ),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { access_token: token, expires_in: expiresIn } = (await answer.json()) as {
      access_token: string;
      expires_in: number;
    };
    expect(expiresIn).toBe(300);
    expect((await read('/MedicationRequest/medreq-paracetamol-oral', token)).status).toBe(200);
    const refused = await read('/ServiceRequest/servreq-premed-2291', token);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('www-authenticate')).toContain('error="insufficient_scope"');
  });

  it('ES384 with a JWK Set URL on 127.0.0.1: a token that reads ServiceRequest', async () => {
    const answer = await requestToken(
      backendForm(await assertion('warehouse', ec, 'ES384', 'ec-1'), 'system/ServiceRequest.read'),
    );
    expect(answer.status).toBe(200);
    const { access_token: token } = (await answer.json()) as { access_token: string };
    expect((await read('/ServiceRequest/servreq-premed-2291', token)).status).toBe(200);
  });

  it('refuses a read with a token it did not issue', async () => {
    const answer = await read('/MedicationRequest/medreq-paracetamol-oral', 'sandbox');
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toContain('error="invalid_token"');
  });

  it('answers hostile token requests with a standard OAuth error and keeps answering', async () => {
    const signed = await assertion('pharmacy', rsa, 'RS384', 'rsa-1');
    const [header = '', payload = ''] = signed.split('.');
    const none = `${Buffer.from('{"alg":"none","kid":"rsa-1"}').toString('base64url')}.${payload}.`;
    const hs256 = `${Buffer.from('{"alg":"HS256","kid":"rsa-1"}').toString('base64url')}.${payload}.${header}`;
    const hostile: [string, string, string][] = [
      ['not a JWT', backendForm('not-a-jwt', 'system/MedicationRequest.rs'), 'assertion-malformed'],
      ['alg none', backendForm(none, 'system/MedicationRequest.rs'), 'assertion-algorithm'],
      ['HS256', backendForm(hs256, 'system/MedicationRequest.rs'), 'assertion-algorithm'],
      [
        'a huge parameter',
        `grant_type=client_credentials&scope=${'a'.repeat(9000)}`,
        'token-request-malformed',
      ],
      ['a malformed form', 'grant_type=%E0%A4%A&&==&code=%', 'grant-type-unsupported'],
    ];
    for (const [what, body, failure] of hostile) {
      const answer = await requestToken(body);
      expect(await answer.json(), what).toMatchObject({
        error: oauthFailures[failure as keyof typeof oauthFailures].error,
      });
    }
    // A parameter over 8,192 characters is the form's fault, an OAuth error; a body over the
    // transport's 64 KB cap is refused before any reading of the form, as every request's is.
    const long = await requestToken(`grant_type=client_credentials&x=${'a'.repeat(10_000)}`);
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ error: 'invalid_request' });
    const huge = await requestToken(`grant_type=client_credentials&x=${'a'.repeat(200_000)}`);
    expect(huge.status).toBe(413);
    // The same assertion sent ten times at once: one token, nine replays.
    const concurrent = await Promise.all(
      Array.from({ length: 10 }, () =>
        requestToken(backendForm(signed, 'system/MedicationRequest.rs')),
      ),
    );
    expect(concurrent.map((answer) => answer.status).sort()).toEqual([
      200, 401, 401, 401, 401, 401, 401, 401, 401, 401,
    ]);
    expect((await fetch(`${sandbox.baseUrl}/metadata`)).status).toBe(200);
  });
});

describe('client registration on the command line', () => {
  it('stops with one line and a non-zero exit on a bad registration file', async () => {
    const downloaded = await downloadIntoEmptyFolder();
    try {
      const bad = path.join(downloaded, 'clients.json');
      writeFileSync(bad, JSON.stringify({ clients: [{ client_id: 'x', scope: 'system/X.rs' }] }));
      const failed = await run(process.execPath, [downloadName, '--clients', bad], {
        cwd: downloaded,
      }).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failed?.code).toBe(2);
      expect(failed?.stderr).toBe(
        `The client registration ${bad} is not valid: clients[0] needs "redirect_uris" (an app) or "jwks"/"jwks_uri" (a backend service)\n`,
      );
      writeFileSync(bad, '{ not json');
      const notJson = await run(process.execPath, [downloadName, '--clients', bad], {
        cwd: downloaded,
      }).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(notJson?.code).toBe(2);
      expect(notJson?.stderr).toMatch(/^The client registration .* is not JSON: .*\n$/);
    } finally {
      rmSync(downloaded, { recursive: true, force: true });
    }
  });
});
