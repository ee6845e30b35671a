import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { pythonCandidates } from '../../scripts/machine/python';

const run = promisify(execFile);

/**
 * Runs the API reference's code samples the way a reader would: the curl sample in a shell, the
 * JavaScript (fetch) sample with Node, the Python (requests) sample with a Python that has
 * `requests` installed.
 */

export type SampleLanguage = 'curl' | 'javascript' | 'python';

let python: Promise<string | undefined> | undefined;

export function pythonWithRequests(): Promise<string | undefined> {
  python ??= (async () => {
    for (const candidate of pythonCandidates) {
      try {
        await run(candidate, ['-c', 'import requests']);
        return candidate;
      } catch {
        // Not installed, or no requests module: try the next interpreter.
      }
    }
    return undefined;
  })();
  return python;
}

// The samples talk to a local server; a hung process must not hang the test run.
const processLimitMs = 30_000;

export async function runSample(language: SampleLanguage, code: string): Promise<string> {
  switch (language) {
    case 'curl':
      return (await run('bash', ['-c', code], { timeout: processLimitMs })).stdout;
    case 'javascript':
      return (await run(process.execPath, ['-e', code], { timeout: processLimitMs })).stdout;
    case 'python': {
      const interpreter = await pythonWithRequests();
      if (!interpreter) {
        throw new Error(
          `No Python with the requests module among ${pythonCandidates.join(', ')}: ` +
            'install python3-requests (Debian) or `pip install requests`.',
        );
      }
      return (await run(interpreter, ['-c', code], { timeout: processLimitMs })).stdout;
    }
  }
}
