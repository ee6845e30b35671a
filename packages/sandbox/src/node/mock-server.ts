import path from 'node:path';
import type { SandboxData } from '../types';
import { documentedServers, loadSpec } from '@medication-module/api-description';
import { buildSandboxData } from './data';
import { loopback, startSandboxServer, type RunningSandbox } from './node-server';
import { runCli, stopOnSignals } from './cli';

export { sandboxHistory, sandboxHistoryFile } from '@medication-module/api-description';
export { sandboxTimeHeader } from '../core';

/**
 * `npm run mock`: the sandbox of the medication API on http://127.0.0.1:4010, answering from
 * packages/api-description/medication.yaml and packages/api-description/sandbox-history.json. What it answers is decided by the
 * sandbox core (packages/sandbox/src/core.ts), which also answers Send on the operation pages and runs in
 * the downloadable /sandbox/medication-sandbox.mjs; this file builds the core's data from the
 * sources and starts the Node transport (packages/sandbox/src/node/node-server.ts) with the shared command
 * line (packages/sandbox/src/node/cli.ts).
 */

/** The port of the sandbox server the description lists (4010). */
export const defaultMockPort = Number(new URL(documentedServers(loadSpec()).sandbox).port);

export type RunningMock = RunningSandbox;

/** Starts the sandbox on 127.0.0.1; port 0 picks a free port (what tests use). */
export function startMockServer(
  port = defaultMockPort,
  data: SandboxData = buildSandboxData(),
): Promise<RunningMock> {
  return startSandboxServer(data, { port, host: loopback });
}

async function main(): Promise<void> {
  const running = await runCli(buildSandboxData(), process.argv.slice(2), {
    command: 'npm run mock --',
  });
  if (running) stopOnSignals(running);
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
