import { run, type NewmanRunSummary } from 'newman';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type RunningMock } from '@medication-module/sandbox/node';
import {
  isJsonObject,
  loadSpec,
  responseExamples,
  type JsonObject,
} from '@medication-module/api-description';
import {
  startDownloadedSandbox,
  type DownloadedSandbox,
} from '../../tests/support/downloaded-sandbox';
import { postmanCollection, sandboxBaseUrl } from './postman-collection';

/**
 * The downloadable collection passes its own checks when newman runs it against the sandbox:
 * `npm run mock` and the downloadable file run from an empty folder.
 */
let mock: RunningMock;
let download: DownloadedSandbox;
let collection: JsonObject;

beforeAll(async () => {
  [mock, download, collection] = await Promise.all([
    startMockServer(0),
    startDownloadedSandbox(),
    postmanCollection(),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([mock.close(), download.close()]);
});

function newman(options: Parameters<typeof run>[0]): Promise<NewmanRunSummary> {
  return new Promise((resolve, reject) =>
    run(options, (error, summary) => (error ? reject(error) : resolve(summary))),
  );
}

const requests = (node: unknown): JsonObject[] =>
  !isJsonObject(node)
    ? []
    : isJsonObject(node.request)
      ? [node]
      : Array.isArray(node.item)
        ? node.item.flatMap(requests)
        : [];

describe('Postman collection of the API', () => {
  it('defaults baseUrl to the sandbox and has one request per example resource, each with checks', () => {
    expect(collection.variable).toContainEqual(
      expect.objectContaining({ key: 'baseUrl', value: sandboxBaseUrl }),
    );
    const items = requests(collection);
    const spec = loadSpec();
    const examples = Object.keys(spec.paths).flatMap((template) =>
      responseExamples(spec, template, '200'),
    );
    expect(items).toHaveLength(examples.length);
    for (const item of items) {
      expect(JSON.stringify(item.event)).toContain('pm.response.json()');
    }
  });

  it.each([
    ['npm run mock', () => mock.baseUrl],
    ['the downloaded medication-sandbox.mjs', () => download.baseUrl],
  ])(
    'passes every check when newman runs it against %s',
    async (_, baseUrl) => {
      const summary = await newman({
        collection,
        envVar: [{ key: 'baseUrl', value: baseUrl() }],
        reporters: [],
        timeoutRequest: 10_000,
      });
      const { stats, failures, executions } = summary.run;
      const report = failures.map(
        (f) => `${f.source?.name ?? '?'}: ${f.error.test ?? ''} ${f.error.message}`,
      );
      console.log(
        `newman: ${stats.requests.total} requests, ${stats.assertions.total} assertions, ${failures.length} failures`,
      );
      expect(report).toEqual([]);
      expect(stats.requests.total).toBe(requests(collection).length);
      expect(stats.assertions.total).toBe(3 * stats.requests.total);
      expect(executions.map((execution) => execution.response?.code)).toEqual(
        executions.map(() => 200),
      );
    },
    60_000,
  );

  it('fails when the sandbox answers something else (the checks can fail)', async () => {
    const summary = await newman({
      collection,
      envVar: [
        { key: 'baseUrl', value: mock.baseUrl },
        { key: 'accessToken', value: '' },
      ],
      reporters: [],
    });
    expect(summary.run.stats.assertions.failed).toBeGreaterThan(0);
  }, 60_000);
});
