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

/*
 * Runs each Python sample given to it as `python -c` would, as `__main__` in globals of its own,
 * and prints what each printed, as a JSON list. One interpreter for many samples: starting
 * Python and importing requests costs a fifth of a CPU-second, far more than a sample's request.
 */
const pythonSampleRunner = `
import contextlib, io, json, sys
outputs = []
for code in json.loads(sys.argv[1]):
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(code, "<string>", "exec"), {"__name__": "__main__"})
    outputs.append(printed.getvalue())
print(json.dumps(outputs))
`;

async function requestsInterpreter(): Promise<string> {
  const interpreter = await pythonWithRequests();
  if (!interpreter) {
    throw new Error(
      `No Python with the requests module among ${pythonCandidates.join(', ')}: ` +
        'install python3-requests (Debian) or `pip install requests`.',
    );
  }
  return interpreter;
}

export async function runSample(language: SampleLanguage, code: string): Promise<string> {
  switch (language) {
    case 'curl':
      return (await run('bash', ['-c', code], { timeout: processLimitMs })).stdout;
    case 'javascript':
      return (await run(process.execPath, ['-e', code], { timeout: processLimitMs })).stdout;
    case 'python':
      return (await run(await requestsInterpreter(), ['-c', code], { timeout: processLimitMs }))
        .stdout;
  }
}

/** What each of `codes` printed, in their order: Python's in one interpreter, the others at once. */
export async function runSamples(language: SampleLanguage, codes: string[]): Promise<string[]> {
  if (language !== 'python') return Promise.all(codes.map((code) => runSample(language, code)));
  const { stdout } = await run(
    await requestsInterpreter(),
    ['-c', pythonSampleRunner, JSON.stringify(codes)],
    { timeout: processLimitMs },
  );
  return JSON.parse(stdout) as string[];
}
