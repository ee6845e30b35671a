import { readFileSync } from 'node:fs';
import { readRegistration, type Registration } from '../client-registration';
import { sandboxTimeHeader, sandboxTokens } from '../core';
import { notificationSequence } from '../feed';
import {
  authorizePath,
  patientWithoutRecords,
  sandboxModes,
  tokenPath,
  type SandboxMode,
} from '../smart-sandbox';
import type { SandboxData } from '../types';
import { defaultLimits, loopback, startSandboxServer, type RunningSandbox } from './node-server';
import { notificationTarget, sendNotifications } from './notify';

/**
 * The command line of the sandbox, the same for `npm run mock` and the downloaded
 * `node medication-sandbox.mjs`.
 */

export interface CliOptions {
  port: number;
  host: string;
  maxConnections: number;
  idleTimeout: number;
  notify?: URL;
  notifyToken: string;
  mode: SandboxMode;
  /** The client registration file, read when the sandbox starts. */
  clients?: string;
}

export const defaultNotifyToken = 'sandbox-feed-token';

export function usage(command: string): string {
  return [
    `Usage: ${command} [--port N] [--host H] [--strict] [--clients FILE]`,
    `       ${' '.repeat(command.length)} [--max-connections N] [--idle-timeout S] [--notify URL [--notify-token T]]`,
    '',
    '  --port N          listen on port N (default: MOCK_PORT, else 4010; 0 picks a free port)',
    `  --host H          listen on H (default ${loopback}; anything else makes the sandbox`,
    '                    reachable from other machines)',
    '  --max-connections N',
    `                    serve at most N connections at once; more are closed as they`,
    `                    arrive (1-100,000, default ${defaultLimits.maxConnections})`,
    `  --idle-timeout S  close a connection that sends no request for S seconds, and answer`,
    `                    408 to one whose headers take longer (1-300, default ${defaultLimits.idleTimeout})`,
    '  --notify URL      once listening, post notifications of the feed to URL: each change',
    '                    of the examples, one repeated, two out of order, then a heartbeat',
    `  --notify-token T  the bearer token they carry (default ${defaultNotifyToken})`,
    `  --strict          strict mode: ${sandboxModes.strict}`,
    `                    (without it: ${sandboxModes['any-token']})`,
    '  --clients FILE    the clients the authorization server knows, as JSON:',
    '                    {"clients": [{"client_id", "redirect_uris" (an app) or "jwks" or',
    '                    "jwks_uri" on 127.0.0.1 (a backend service), "scope"}]}; without it,',
    '                    the public app sandbox-app with redirect URI http://127.0.0.1/callback',
    '                    (any port) and every patient/ and user/ scope',
    '',
    'Sign-in (SMART App Launch and Backend Services), at the address the sandbox listens on:',
    `  GET ${authorizePath}   PKCE S256, aud = the sandbox's base URL. A standalone launch`,
    '                    (launch/patient) shows a patient picker; an EHR launch takes',
    '                    launch=MedicationRequest/<id> or ServiceRequest/<id>: the EHR user opened',
    `                    that order. ${patientWithoutRecords.id} has no records (try the patient compartment).`,
    `  POST ${tokenPath}      authorization_code, refresh_token (EHR launch with online_access),`,
    '                    client_credentials with an RS384 or ES384 client assertion.',
    '  Tokens last 300 s, codes 60 s. Each refusal carries error, error_description and an',
    '  error_uri to the getting-started guide section that explains it.',
  ].join('\n');
}

function wholeNumber(text: string): number | undefined {
  return /^\d{1,6}$/.test(text) ? Number(text) : undefined;
}

function portOf(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d{1,5}$/.test(text)) return undefined;
  const port = Number(text);
  return port <= 65535 ? port : undefined;
}

/** The options, or what is wrong with the command line. */
export function parseArguments(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  defaultPort: number,
): CliOptions | { error: string } | { help: true } {
  const values = new Map<string, string>();
  const known = [
    '--port',
    '--host',
    '--max-connections',
    '--idle-timeout',
    '--notify',
    '--notify-token',
    '--clients',
  ];
  let mode: SandboxMode = 'any-token';
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    if (argument === '--help' || argument === '-h') return { help: true };
    if (argument === '--strict') {
      mode = 'strict';
      continue;
    }
    const [name = '', inline] = argument.split(/=(.*)/s);
    if (!known.includes(name)) return { error: `Unknown argument ${argument}` };
    const value = inline ?? argv[(index += 1)];
    if (value === undefined || value === '') return { error: `${name} needs a value` };
    values.set(name, value);
  }
  const portText = values.get('--port') ?? env.MOCK_PORT;
  const port = portText === undefined ? defaultPort : portOf(portText);
  if (port === undefined) return { error: `Not a port: ${portText}` };
  const limits = { maxConnections: 0, idleTimeout: 0 };
  for (const [name, key, most] of [
    ['--max-connections', 'maxConnections', 100_000],
    ['--idle-timeout', 'idleTimeout', 300],
  ] as const) {
    const text = values.get(name);
    const value = text === undefined ? defaultLimits[key] : wholeNumber(text);
    if (value === undefined || value < 1 || value > most) {
      return { error: `${name} needs a whole number from 1 to ${most.toLocaleString('en')}` };
    }
    limits[key] = value;
  }
  const notifyText = values.get('--notify');
  const notify = notifyText === undefined ? undefined : notificationTarget(notifyText);
  if (notifyText !== undefined && !notify) return { error: `Not an http(s) URL: ${notifyText}` };
  return {
    port,
    host: values.get('--host') ?? loopback,
    ...limits,
    notify,
    notifyToken: values.get('--notify-token') ?? defaultNotifyToken,
    mode,
    ...(values.has('--clients') ? { clients: values.get('--clients') } : {}),
  };
}

function banner(data: SandboxData, baseUrl: string, host: string, mode: SandboxMode): string[] {
  const lines = [
    `Medication API sandbox on ${baseUrl}. It holds example data only, never patient data.`,
    ...(mode === 'strict'
      ? [`Strict mode: ${sandboxModes.strict}.`]
      : [
          `Any bearer token is accepted; these stand for failures:`,
          ...Object.entries(sandboxTokens).map(([token, { means }]) => `  ${token}: ${means}`),
        ]),
    `Sign in: GET ${baseUrl}${authorizePath}, POST ${baseUrl}${tokenPath} (--help says how).`,
    'Without a token: GET /metadata and GET /.well-known/smart-configuration.',
    `Feed registration: GET /Subscription/${data.feed.subscription}/$status and $events.`,
  ];
  for (const operation of data.operations) {
    const ids = data.resources
      .filter((resource) => resource.resourceType === operation.resourceType)
      .map((resource) =>
        resource.versions[resource.current]?.resource ? resource.id : `${resource.id} (deleted)`,
      );
    lines.push(`GET ${operation.template}: ${ids.join(', ')}`);
  }
  lines.push(
    `${sandboxTimeHeader}: <FHIR dateTime with a zone> answers the version current at that moment.`,
  );
  if (![loopback, '::1', 'localhost'].includes(host)) {
    lines.push(
      `Listening on ${host}: other machines can reach the sandbox (its data is example data).`,
    );
  }
  return lines;
}

/** The clients of a registration file, or one line saying what is wrong with it. */
export function readRegistrationFile(file: string): Registration | { error: string } {
  let document: unknown;
  try {
    document = JSON.parse(readFileSync(file, 'utf8'));
  } catch (cause) {
    const code = (cause as NodeJS.ErrnoException).code;
    return {
      error: code
        ? `Cannot read the client registration ${file}: ${code === 'ENOENT' ? 'no such file' : code}`
        : `The client registration ${file} is not JSON: ${(cause as Error).message}`,
    };
  }
  const read = readRegistration(document);
  return 'problems' in read
    ? { error: `The client registration ${file} is not valid: ${read.problems.join('; ')}` }
    : read;
}

/** Why the server could not listen, in words, with what to do about it. */
function listenProblem(cause: unknown, { port, host }: CliOptions): string {
  const code = (cause as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') {
    return `Port ${port} on ${host} is already in use: choose another with --port N (--port 0 picks a free one).`;
  }
  if (code === 'EACCES')
    return `Not allowed to listen on port ${port} on ${host}: choose a port above 1023.`;
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    return `Cannot listen on ${host}: it is no address of this machine.`;
  }
  return `Cannot start the sandbox on ${host}:${port}: ${(cause as Error).message}`;
}

/** Starts the sandbox as the command line asks; undefined when it only printed help or an error. */
export async function runCli(
  data: SandboxData,
  argv: readonly string[],
  {
    command,
    env = process.env,
    log = console.log,
    error = console.error,
  }: {
    command: string;
    env?: Readonly<Record<string, string | undefined>>;
    log?: (line: string) => void;
    /** Where wrong use and a failed start are told (standard error). */
    error?: (line: string) => void;
  },
): Promise<RunningSandbox | undefined> {
  const defaultPort = Number(new URL(data.sandboxBase).port);
  const options = parseArguments(argv, env, defaultPort);
  if ('help' in options) {
    log(usage(command));
    return undefined;
  }
  if ('error' in options) {
    error(`${options.error}\n\n${usage(command)}`);
    process.exitCode = 2;
    return undefined;
  }
  const clients = options.clients === undefined ? undefined : readRegistrationFile(options.clients);
  if (clients && 'error' in clients) {
    error(clients.error);
    process.exitCode = 2;
    return undefined;
  }
  let running: RunningSandbox;
  try {
    running = await startSandboxServer(data, {
      ...options,
      signIn: { mode: options.mode, ...(clients ? { clients } : {}) },
    });
  } catch (cause) {
    error(listenProblem(cause, options));
    process.exitCode = 1;
    return undefined;
  }
  banner(data, running.baseUrl, options.host, options.mode).forEach((line) => log(line));
  if (options.notify) {
    const target = options.notify;
    const notifications = notificationSequence(data.feed, running.baseUrl);
    log(`Posting ${notifications.length} notifications of the feed to ${target.href}`);
    await sendNotifications(notifications, target, options.notifyToken, ({ id, outcome }) =>
      log(`  notification ${id}: ${typeof outcome === 'number' ? `answered ${outcome}` : outcome}`),
    );
  }
  return running;
}

/** For the command's own process: stops the server on Ctrl+C and on SIGTERM. */
export function stopOnSignals(running: RunningSandbox): void {
  const stop = (): void => {
    void running.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
