import { execFile, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export interface BuildRun {
  seconds: number;
  /** Highest sum of resident memory over the build's whole process tree, sampled. */
  peakRssMegabytes: number;
  exitCode: number;
}

export interface BuildFigures {
  cold: BuildRun;
  warm: BuildRun;
}

/** What a cold build must not find: Docusaurus' generated files, the output and loader caches. */
export const buildCaches = ['.docusaurus', 'build', 'node_modules/.cache'];

async function processTreeRssKilobytes(rootPid: number): Promise<number> {
  const { stdout } = await execFileAsync('ps', ['-e', '-o', 'pid=,ppid=,rss=']);
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const line of stdout.split('\n')) {
    const [pid, ppid, kilobytes] = line.trim().split(/\s+/).map(Number);
    if (pid === undefined || ppid === undefined || kilobytes === undefined) continue;
    rss.set(pid, kilobytes);
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  let total = 0;
  const pending = [rootPid];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    total += rss.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * Runs `npm run build` in `siteDir`, timing it and sampling its memory every 250 ms; `env` is
 * added to this process's environment.
 */
export async function timedBuild(
  siteDir: string,
  logFile: NodeJS.WritableStream,
  env: NodeJS.ProcessEnv = {},
): Promise<BuildRun> {
  const started = process.hrtime.bigint();
  const child = spawn('npm', ['run', 'build'], {
    cwd: siteDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, FORCE_COLOR: '0' },
  });
  child.stdout.pipe(logFile, { end: false });
  child.stderr.pipe(logFile, { end: false });
  let peakKilobytes = 0;
  const sampler = setInterval(() => {
    if (child.pid === undefined) return;
    processTreeRssKilobytes(child.pid)
      .then((kilobytes) => {
        peakKilobytes = Math.max(peakKilobytes, kilobytes);
      })
      // A sample can race the exit of a process it listed; the next sample counts.
      .catch(() => undefined);
  }, 250);
  const exitCode = await new Promise<number>((resolve) => {
    child.on('close', (code) => resolve(code ?? 1));
  });
  clearInterval(sampler);
  return {
    seconds: Number(process.hrtime.bigint() - started) / 1e9,
    peakRssMegabytes: Math.round(peakKilobytes / 1024),
    exitCode,
  };
}

/** A cold build (caches removed first), then a warm build of the unchanged site. */
export async function measureBuilds(
  siteDir: string,
  logFile: NodeJS.WritableStream,
): Promise<BuildFigures> {
  await Promise.all(
    buildCaches.map((dir) => rm(path.join(siteDir, dir), { recursive: true, force: true })),
  );
  const cold = await timedBuild(siteDir, logFile);
  if (cold.exitCode !== 0) throw new Error(`Cold build failed in ${siteDir}; see the build log.`);
  const warm = await timedBuild(siteDir, logFile);
  if (warm.exitCode !== 0) throw new Error(`Warm build failed in ${siteDir}; see the build log.`);
  return { cold, warm };
}
