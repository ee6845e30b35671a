import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findNginx } from '../../scripts/machine/nginx';

const recipeDir = path.resolve(__dirname, '../../deploy/nginx');
const siteFile = 'medication-docs.conf';

/**
 * A site file with only the deployment-specific lines changed: loopback and a
 * test port instead of port 80 (keeping `default_server`), and, when given,
 * `root` as the document root. Everything else is served exactly as an
 * operator would install it.
 */
export function siteConfigForTest(
  config: string,
  { name, port, root }: { name: string; port: number; root?: string },
): string {
  let changed = config;
  const replace = (pattern: RegExp, replacement: string, what: string): void => {
    if (!pattern.test(changed)) {
      throw new Error(`${name} has no ${what} line for the test to replace`);
    }
    changed = changed.replace(pattern, replacement);
  };
  replace(/^\s*listen \[::\]:80\b[^;]*;\n/gm, '', 'IPv6 listen');
  replace(/^(\s*)listen 80\b([^;]*);$/gm, `$1listen 127.0.0.1:${port}$2;`, 'listen 80');
  if (root !== undefined) replace(/^(\s*)root \S+;$/m, `$1root ${root};`, 'root');
  return changed;
}

/** How many connections a test server takes at once (nginx's `worker_connections`). */
export const nginxTestConnections = 64;

function mainConfig(dir: string, sites: string): string {
  // Workers of a root master drop to `nobody`, who cannot read a checkout in
  // /root or the private temp dir; the tests run nginx as whoever runs them.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  return `${user}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections ${nginxTestConnections}; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${sites}/*;
}
`;
}

/** Resolves once something accepts connections on the port, false when nothing does. */
function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, logs: () => string): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    if (child.exitCode !== null) {
      throw new Error(`nginx exited with code ${child.exitCode} before listening:\n${logs()}`);
    }
    if (await portAnswers(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on 127.0.0.1:${port}:\n${logs()}`);
}

/**
 * Runs nginx under a shell that stops it as soon as its stdin closes, which
 * happens when stop() ends it and also when the test process dies without
 * cleaning up: no nginx outlives the tests. Background jobs of a script read
 * /dev/null, hence the explicit copy of stdin on descriptor 3.
 */
const supervisor = `exec 3<&0
"$0" "$@" &
nginx_pid=$!
( read -r _ <&3; kill -QUIT "$nginx_pid" 2>/dev/null ) &
wait "$nginx_pid"`;

export interface NginxServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * Runs nginx in the foreground on 127.0.0.1:`port` with `dir` as its
 * configuration directory: relative includes such as `mime.types` and
 * `snippets/…` resolve there, and its main config, pid file, logs and temp
 * paths go there too. It serves `sites` (file name to content, each already
 * made to listen on the port). stop() ends nginx; the directory is the caller's.
 */
export async function runNginx({
  binary,
  port,
  dir,
  sites,
}: {
  binary: string;
  port: number;
  dir: string;
  sites: Record<string, string>;
}): Promise<NginxServer> {
  const sitesDir = path.join(dir, 'sites');
  mkdirSync(sitesDir, { recursive: true });
  for (const [name, config] of Object.entries(sites)) {
    writeFileSync(path.join(sitesDir, name), config);
  }
  const configFile = path.join(dir, 'nginx.conf');
  writeFileSync(configFile, mainConfig(dir, sitesDir));

  if (await portAnswers(port)) {
    throw new Error(`127.0.0.1:${port} is already in use; set NGINX_TEST_PORT to a free port`);
  }

  let output = '';
  const errorLog = path.join(dir, 'error.log');
  const child = spawn(
    'sh',
    [
      '-c',
      supervisor,
      binary,
      ...['-p', `${dir}/`, '-c', configFile, '-e', errorLog],
      ...['-g', 'daemon off;'],
    ],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const logs = (): string => {
    let logged = '';
    try {
      logged = readFileSync(errorLog, 'utf8');
    } catch {
      // nginx failed before opening its log; its stderr says why.
    }
    return `${output}${logged}`;
  };

  const stop = async (): Promise<void> => {
    const exited =
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null;
    // Closing stdin makes the supervisor send SIGQUIT, nginx's graceful stop.
    child.stdin?.end();
    await exited;
  };

  try {
    await waitForPort(port, child, logs);
  } catch (error) {
    await stop();
    throw error;
  }

  return { baseURL: `http://127.0.0.1:${port}`, stop };
}

/**
 * Serves `root` through the repository's recipe, laid out as deploy/nginx/README.md installs
 * it on Debian (the site file, its snippets, Debian's mime.types), in a private
 * directory that stop() removes.
 */
export async function startNginx({
  binary,
  port,
  root,
}: {
  binary: string;
  port: number;
  root: string;
}): Promise<NginxServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-hosting-'));
  cpSync(path.join(recipeDir, 'snippets'), path.join(dir, 'snippets'), { recursive: true });
  cpSync('/etc/nginx/mime.types', path.join(dir, 'mime.types'));
  const site = siteConfigForTest(readFileSync(path.join(recipeDir, siteFile), 'utf8'), {
    name: `deploy/nginx/${siteFile}`,
    port,
    root,
  });
  try {
    const server = await runNginx({ binary, port, dir, sites: { [siteFile]: site } });
    return {
      baseURL: server.baseURL,
      stop: async () => {
        await server.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** The installed nginx, if any (npm test installs it or names the command to get it). */
export const nginxBinary = findNginx();

/**
 * Each worker's servers listen on NGINX_TEST_PORT (default 4310) plus an offset
 * of their own plus the worker's index, so no two ever share a port: the build
 * through the recipe at +0, a test's own extra server at +20.
 */
export function nginxTestPort(parallelIndex: number, server: 'build' | 'extra'): number {
  return (
    Number(process.env.NGINX_TEST_PORT ?? 4310) + (server === 'extra' ? 20 : 0) + parallelIndex
  );
}

/** The nginx binary the hosting tests run; call only after skipWithoutNginx(). */
export function nginxForTests(): string {
  if (!nginxBinary) {
    throw new Error('nginx is not installed (npm test installs it or names the command to get it)');
  }
  return nginxBinary;
}
