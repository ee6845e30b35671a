import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSpec, resolveRef, type JsonObject } from '@medication-module/api-description';
import type { ExplorerAction, ExplorerParam, ExplorerState } from '@theme/ApiItem/hooks';
import {
  explorerRequest,
  typedToken,
  type ExplorerOperation,
} from '../../src/components/TryIt/operation';

/*
 * The contract between Try it (src/components/TryIt) and the OpenAPI theme's explorer store.
 * The theme (docusaurus-theme-openapi-docs 4.7.1) offers no public way to change what its code
 * samples show: no props, no swizzle-safe component, no declared types for its `@theme/*`
 * modules. Its request form, and the samples generated from it, read a Redux store per
 * operation page; Try it fills in a documented request by dispatching the theme's own actions
 * (`setParam`, `setAuthData`, `setAccept`, `setServer`) and reads the state back to send.
 * src/types/openapi-explorer.d.ts declares what it uses, by hand. This test runs those
 * declarations against the installed theme's real store, so the first upgrade that renames an
 * action, changes its payload or the state's shape fails here, not silently in the browser.
 *
 * It is the one place that loads the theme's files by their path: the store only exists behind
 * the theme's `@theme/*` aliases, which only Docusaurus's bundler resolves.
 */
const themeDirectory = path.join(
  path.dirname(
    createRequire(import.meta.url).resolve('docusaurus-theme-openapi-docs/package.json'),
  ),
  'lib',
  'theme',
);
const themeRequire = createRequire(path.join(themeDirectory, 'index.js'));
type Resolver = (request: string, ...rest: unknown[]) => string;
const loader = Module as unknown as { _resolveFilename: Resolver };

/** A module of the theme, its `@theme/...` imports resolved to the theme's own files. */
function themeModule<T>(name: string): T {
  const resolve = loader._resolveFilename;
  loader._resolveFilename = (request, ...rest) =>
    resolve(
      request.startsWith('@theme/')
        ? path.join(themeDirectory, request.slice('@theme/'.length))
        : request,
      ...rest,
    );
  try {
    return themeRequire(path.join(themeDirectory, name)) as T;
  } finally {
    loader._resolveFilename = resolve;
  }
}

type Store = { getState: () => ExplorerState; dispatch: (action: ExplorerAction) => void };
const { createStoreWithState } = themeModule<{
  createStoreWithState: (state: unknown, middlewares: unknown[]) => Store;
}>('ApiItem/store');
const { setParam } = themeModule<typeof import('@theme/ApiExplorer/ParamOptions/slice')>(
  'ApiExplorer/ParamOptions/slice',
);
const { setAuthData, createAuth } = themeModule<
  typeof import('@theme/ApiExplorer/Authorization/slice') & {
    createAuth: (input: unknown) => ExplorerState['auth'];
  }
>('ApiExplorer/Authorization/slice');
const { setAccept } = themeModule<typeof import('@theme/ApiExplorer/Accept/slice')>(
  'ApiExplorer/Accept/slice',
);
const { setServer } = themeModule<typeof import('@theme/ApiExplorer/Server/slice')>(
  'ApiExplorer/Server/slice',
);

const spec = loadSpec();
const [template, pathItem] =
  Object.entries(spec.paths).find(([name]) => name.includes('{id}')) ?? [];
const get = pathItem?.get;

/** The store as the theme's ApiItem builds it for this operation in the browser (4.7.1). */
function explorerStore(): Store {
  if (!get) throw new Error('The API description has no read by id.');
  const params: ExplorerState['params'] = { path: [], query: [], header: [], cookie: [] };
  for (const parameter of get.parameters ?? []) {
    const resolved = resolveRef(spec, parameter) as (JsonObject & ExplorerParam) | undefined;
    if (resolved) params[resolved.in].push(resolved);
  }
  const accepts = Object.keys(resolveRef(spec, get.responses['200'])?.content ?? {});
  return createStoreWithState(
    {
      accept: { value: accepts[0], options: accepts },
      contentType: { value: undefined, options: [] },
      server: { value: undefined, options: spec.servers },
      response: { value: undefined },
      body: { type: 'empty' },
      params,
      // authPersistence: false, as config/theme.ts sets it.
      auth: createAuth({
        security: get.security,
        securitySchemes: spec.components.securitySchemes,
        options: { authPersistence: false },
      }),
      schemaSelection: { selections: {} },
    },
    [],
  );
}

describe('the OpenAPI theme’s explorer store, as Try it uses it', () => {
  it('takes the id, token, Accept and server Try it fills in, and gives them back to Send', () => {
    const store = explorerStore();
    const state = store.getState();
    const operation: ExplorerOperation = { method: 'get', path: template ?? '' };
    const [id] = state.params.path;
    expect(id?.name).toBe('id');
    const schemes =
      state.auth.selected === undefined ? [] : state.auth.options[state.auth.selected];
    const bearer = schemes?.find(
      (scheme) =>
        scheme.type === 'oauth2' || (scheme.type === 'http' && scheme.scheme === 'bearer'),
    );
    expect(bearer, 'a bearer scheme for the token field').toBeDefined();

    store.dispatch(setParam({ ...(id as ExplorerParam), value: 'medreq%20one' }));
    store.dispatch(
      setAuthData({ scheme: bearer?.key ?? '', key: 'token', value: 'sandbox-expired' }),
    );
    store.dispatch(setAccept('application/fhir+xml'));
    const local = spec.servers.find((server) => server.url.startsWith('http://127.0.0.1'));
    store.dispatch(setServer(JSON.stringify(local)));

    const after = store.getState();
    expect(after.server.value?.url).toBe(local?.url);
    expect(typedToken(after.auth)).toBe('sandbox-expired');
    expect(explorerRequest(operation, after)).toEqual({
      method: 'GET',
      target: template?.replace('{id}', 'medreq%20one'),
      headers: { Accept: 'application/fhir+xml', Authorization: 'Bearer sandbox-expired' },
    });

    store.dispatch(setAuthData({ scheme: bearer?.key ?? '', key: 'token', value: undefined }));
    expect(typedToken(store.getState().auth)).toBe('<TOKEN>');
  });
});
