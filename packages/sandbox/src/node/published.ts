import data from '@medication-sandbox/data';
import type { SmartSandboxOptions } from '../smart-sandbox';
import { loopback, startSandboxServer, type RunningSandbox } from './node-server';

export { answer, sandboxTimeHeader, sandboxTokens } from '../core';
export { createSmartSandbox, sandboxModes } from '../smart-sandbox';
export type { SandboxMode, SmartSandboxOptions } from '../smart-sandbox';
export { oauthFailures } from '../oauth-failures';
export { readRegistration } from '../client-registration';
export type { SandboxData, SandboxRequest, SandboxResponse } from '../types';
export type { RunningSandbox } from './node-server';

/** The examples and history the sandbox answers from, as the docs built it. */
export const sandboxData = data;

export interface SandboxOptions {
  /** Default 4010; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1: anything else makes the sandbox reachable from other machines. */
  host?: string;
  /** Connections served at once; more are closed as they arrive. Default 64. */
  maxConnections?: number;
  /** Seconds a connection may stay open without a request. Default 10. */
  idleTimeout?: number;
  /** `strict` reads only with issued tokens; default `any-token`. */
  mode?: SmartSandboxOptions['mode'];
  /** Registered clients (`readRegistration` of the registration JSON). */
  clients?: SmartSandboxOptions['clients'];
}

/**
 * The entry of the installable package: starts the sandbox's HTTP server, as
 * `medication-sandbox` does, and gives the core (`answer`) for answering without a server.
 */
export function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  return startSandboxServer(data, {
    port: options.port ?? 4010,
    host: options.host ?? loopback,
    ...(options.maxConnections === undefined ? {} : { maxConnections: options.maxConnections }),
    ...(options.idleTimeout === undefined ? {} : { idleTimeout: options.idleTimeout }),
    signIn: {
      ...(options.mode ? { mode: options.mode } : {}),
      ...(options.clients ? { clients: options.clients } : {}),
    },
  });
}
