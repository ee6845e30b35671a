/**
 * The docs' MCP server, for the docs' own build and tests: the server over given data and tools.
 * The installable package runs it from its command (cli.ts) over the data it carries.
 */
export {
  createDocsServer,
  findOperation,
  maxPayloadBytes,
  pageRoute,
  serverDescription,
} from './server';
export { dataFiles, loadDocsData } from './data';
export type * from './types';
