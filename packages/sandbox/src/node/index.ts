/**
 * The sandbox's Node side: its data built from the API description, the HTTP server over the
 * core and the command line, whose `--notify` posts the feed's notifications.
 */
export type * from './mock-server';
export {
  defaultMockPort,
  sandboxHistory,
  sandboxHistoryFile,
  sandboxTimeHeader,
  startMockServer,
} from './mock-server';
export { buildSandboxData } from './data';
export { runCli, stopOnSignals, usage, parseArguments } from './cli';
