import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../support/e2e-test';
import { startSandboxWithClients, type DownloadedSandbox } from '../support/downloaded-sandbox';
import { viewportIndependent } from '../support/viewport';

/**
 * The SMART JS client (`fhirclient`, its browser build as its README ships it) signs in against
 * the downloadable sandbox in strict mode, in a real browser: a standalone launch through the
 * sandbox's patient picker, and an EHR launch from a prescription, each ending in a read with
 * the issued token. The test app is two tiny pages this harness serves on 127.0.0.1.
 */

const clientScript = readFileSync(require.resolve('fhirclient/build/fhir-client.min.js'));

const page = (body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Test app</title><script src="/fhir-client.js"></script></head><body><output id="result"></output><script>${body}</script></body></html>`;

const launchPage = page(`
  const params = new URLSearchParams(location.search);
  FHIR.oauth2.authorize({
    clientId: 'test-app',
    scope: params.get('scope'),
    redirectUri: 'app.html',
    pkceMode: 'required',
    ...(params.get('server') ? { iss: params.get('server') } : {}),
  });
`);

const appPage = page(`
  const show = (text) => { document.getElementById('result').textContent = text; };
  FHIR.oauth2.ready().then(async (client) => {
    const response = client.state.tokenResponse;
    const opened = (response.fhirContext || [])[0];
    const order = await client.request(opened ? opened.reference : 'MedicationRequest/medreq-paracetamol-oral');
    show(JSON.stringify({
      patient: client.patient.id,
      read: order.resourceType + '/' + order.id,
      refresh: typeof response.refresh_token === 'string',
      scope: response.scope,
    }));
  }).catch((error) => show('error: ' + error.message));
`);

let app: Server;
let appBase: string;
let sandbox: DownloadedSandbox;

test.beforeAll(async () => {
  app = createServer((req, res) => {
    const file = (req.url ?? '/').split('?')[0];
    if (file === '/fhir-client.js') {
      res.setHeader('Content-Type', 'text/javascript');
      res.end(clientScript);
    } else if (file === '/launch.html' || file === '/app.html') {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(file === '/launch.html' ? launchPage : appPage);
    } else {
      res.statusCode = 404;
      res.end();
    }
  });
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  appBase = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  sandbox = await startSandboxWithClients([
    {
      client_id: 'test-app',
      redirect_uris: [`${appBase}/app.html`],
      scope: 'launch launch/patient online_access patient/MedicationRequest.rs',
    },
  ]);
});

test.afterAll(async () => {
  await sandbox.close();
  await new Promise((resolve) => app.close(resolve));
});

test(
  'fhirclient completes a standalone launch through the patient picker',
  viewportIndependent,
  async ({ page: browser }) => {
    const query = new URLSearchParams({
      server: sandbox.baseUrl,
      scope: 'launch/patient patient/MedicationRequest.rs',
    });
    await browser.goto(`${appBase}/launch.html?${query}`);
    await expect(browser.getByRole('heading', { name: /choose a patient/ })).toBeVisible();
    await browser.getByRole('radio', { name: /pat-1042/ }).check();
    await browser.getByRole('button', { name: 'Allow' }).click();
    await expect(browser.locator('#result')).toHaveText(
      JSON.stringify({
        patient: 'pat-1042',
        read: 'MedicationRequest/medreq-paracetamol-oral',
        refresh: false,
        scope: 'launch/patient patient/MedicationRequest.rs',
      }),
    );
  },
);

test(
  'fhirclient completes an EHR launch from a prescription, with a refresh token',
  viewportIndependent,
  async ({ page: browser }) => {
    const query = new URLSearchParams({
      iss: sandbox.baseUrl,
      launch: 'MedicationRequest/medreq-enoxaparin-sc',
      scope: 'launch online_access patient/MedicationRequest.rs',
    });
    await browser.goto(`${appBase}/launch.html?${query}`);
    await expect(browser.locator('#result')).toHaveText(
      JSON.stringify({
        patient: 'pat-1042',
        read: 'MedicationRequest/medreq-enoxaparin-sc',
        refresh: true,
        scope: 'launch online_access patient/MedicationRequest.rs',
      }),
    );
  },
);
