import data from '@medication-sandbox/data';
import { loopback, startSandboxServer, type RunningSandbox } from './node-server';

export { answer, sandboxTimeHeader, sandboxTokens } from '../core';
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
}

/**
 * The entry of the installable package: starts the sandbox's HTTP server, as
 * `medication-sandbox` does, and gives the core (`answer`) for answering without a server.
 */
export function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  return startSandboxServer(data, {
    ...options,
    port: options.port ?? 4010,
    host: options.host ?? loopback,
  });
}
