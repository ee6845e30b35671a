import path from 'node:path';
import { isJsonObject, parsedOnce, type JsonObject } from './spec';

/**
 * packages/api-description/sandbox-history.json: a FHIR R4 history Bundle (newest first, as `_history` answers)
 * of the versions the sandbox serves besides the API reference's examples: earlier and later
 * versions of an example's id, and resources that were created and then deleted.
 */
export const sandboxHistoryFile = path.resolve(__dirname, '../sandbox-history.json');

export interface Deletion {
  resourceType: string;
  id: string;
  /** The version the deletion got (`response.etag`). */
  versionId: string;
  /** When it was deleted (`response.lastModified`). */
  lastModified: string;
}

export interface SandboxHistory {
  /** Every stored version, as the resource. */
  resources: JsonObject[];
  deletions: Deletion[];
}

function entryProblem(file: string, index: number, problem: string): Error {
  return new Error(`${file}: entry[${index}] ${problem}`);
}

export function readSandboxHistory(file = sandboxHistoryFile): SandboxHistory {
  return parsedOnce(file, (text) => historyOf(file, text));
}

function historyOf(file: string, text: string): SandboxHistory {
  const bundle: unknown = JSON.parse(text);
  if (!isJsonObject(bundle) || bundle.type !== 'history' || !Array.isArray(bundle.entry)) {
    throw new Error(`${file} is not a Bundle of type history with entries`);
  }
  const history: SandboxHistory = { resources: [], deletions: [] };
  bundle.entry.forEach((entry: unknown, index) => {
    const request = isJsonObject(entry) && isJsonObject(entry.request) ? entry.request : {};
    const response = isJsonObject(entry) && isJsonObject(entry.response) ? entry.response : {};
    const resource = isJsonObject(entry) ? entry.resource : undefined;
    if (request.method === 'DELETE') {
      const [resourceType, id, ...rest] = String(request.url).split('/');
      const versionId = /^W\/"([^"]+)"$/.exec(String(response.etag))?.[1];
      if (!resourceType || !id || rest.length > 0 || !versionId) {
        throw entryProblem(file, index, 'deletes without a Type/id url and a weak etag');
      }
      if (typeof response.lastModified !== 'string') {
        throw entryProblem(file, index, 'deletes without response.lastModified');
      }
      history.deletions.push({ resourceType, id, versionId, lastModified: response.lastModified });
      return;
    }
    if (request.method !== 'POST' && request.method !== 'PUT') {
      throw entryProblem(file, index, 'is neither a POST, a PUT nor a DELETE');
    }
    if (!isJsonObject(resource)) throw entryProblem(file, index, 'has no resource');
    history.resources.push(resource);
  });
  return history;
}

/** The resources of packages/api-description/sandbox-history.json: other versions of the examples' ids. */
export function sandboxHistory(file = sandboxHistoryFile): JsonObject[] {
  return readSandboxHistory(file).resources;
}
