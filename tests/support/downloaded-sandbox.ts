import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSandboxDownload } from '@medication-module/sandbox/bundle';
import { sandboxDownloadUrl } from '../../plugins/integration-downloads/downloads';

/**
 * The downloadable sandbox as an integrator runs it: the one file, alone in an empty folder,
 * started with `node medication-sandbox.mjs` and whatever arguments the test gives.
 */
export interface DownloadedSandbox {
  baseUrl: string;
  folder: string;
  /** Everything it printed so far. */
  output: () => string;
  close(): Promise<void>;
}

export const downloadName = 'medication-sandbox.mjs';

/** Writes the file into a new empty folder; the caller removes the folder. */
export async function downloadIntoEmptyFolder(): Promise<string> {
  const folder = mkdtempSync(path.join(tmpdir(), 'medication-sandbox-'));
  writeFileSync(path.join(folder, downloadName), await buildSandboxDownload(sandboxDownloadUrl));
  return folder;
}

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Starts it on a free port (unless `args` name one) and waits until it says where it listens. */
export async function startDownloadedSandbox(
  args: readonly string[] = ['--port', '0'],
): Promise<DownloadedSandbox> {
  const folder = await downloadIntoEmptyFolder();
  // Without MOCK_PORT, which a developer's shell may set for npm run mock.
  const env = { ...process.env };
  delete env.MOCK_PORT;
  const child = spawn(process.execPath, [downloadName, ...args], {
    cwd: folder,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 20 s:\n${output}`)), 20_000);
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const started = /sandbox on (http:\/\/\S+?)\.? /.exec(output);
      if (started?.[1]) {
        clearTimeout(timer);
        resolve(started[1]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${String(code)} before listening:\n${output}`));
    });
  });
  return {
    baseUrl,
    folder,
    output: () => output,
    close: async () => {
      child.kill('SIGTERM');
      await stopped(child);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Starts it in strict mode with these clients registered, from a registration file of its own. */
export async function startSandboxWithClients(
  clients: readonly object[],
): Promise<DownloadedSandbox> {
  const folder = mkdtempSync(path.join(tmpdir(), 'sandbox-clients-'));
  const registration = path.join(folder, 'clients.json');
  writeFileSync(registration, JSON.stringify({ clients }));
  const remove = (): void => rmSync(folder, { recursive: true, force: true });
  try {
    const sandbox = await startDownloadedSandbox([
      '--port',
      '0',
      '--strict',
      '--clients',
      registration,
    ]);
    return {
      ...sandbox,
      close: async () => {
        await sandbox.close();
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}
