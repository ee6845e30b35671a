import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load, type CheerioAPI } from 'cheerio';

export const buildDir = path.resolve(__dirname, '../../build');

/** Fails with a hint instead of a confusing ENOENT when the build step was skipped. */
export function assertBuildExists(): void {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No production build in ${buildDir}: run \`npm run build\` first.`);
  }
}

/** Every route the production build serves, derived from its index.html files. */
export function builtRoutes(): string[] {
  assertBuildExists();
  const routes: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html') {
        const rel = path.relative(buildDir, dir).split(path.sep).join('/');
        routes.push(rel === '' ? '/' : `/${rel}`);
      }
    }
  };
  walk(buildDir);
  return routes.sort();
}

export function htmlFileForRoute(route: string): string {
  return path.join(buildDir, route, 'index.html');
}

const parsedRoutes = new Map<string, CheerioAPI>();

/**
 * The built page of `route`, parsed once per process and shared by every caller: the browser
 * tests choose their pages from the build when each worker loads its spec files, and the specs
 * and helpers that read one page asked for it about six times (317 parses of 50 pages, 3–4 s of
 * a worker's start). Never change the tree it returns; `.clone()` what you need to change.
 */
export function loadRoute(route: string): CheerioAPI {
  const parsed = parsedRoutes.get(route) ?? load(readFileSync(htmlFileForRoute(route), 'utf8'));
  parsedRoutes.set(route, parsed);
  return parsed;
}

/** Drops the pages parsed so far, for a process that builds the site again (the bench). */
export function forgetParsedRoutes(): void {
  parsedRoutes.clear();
}

/** The text of a built file, by its path relative to build/. */
export function readBuiltFile(relativePath: string): string {
  return readFileSync(path.join(buildDir, relativePath), 'utf8');
}

/** Paths, relative to build/, of the files directly in `directory` whose names end with `extension`. */
export function builtFilesIn(directory: string, extension: string): string[] {
  return readdirSync(path.join(buildDir, directory))
    .filter((name) => name.endsWith(extension))
    .map((name) => `${directory}/${name}`);
}

export function loadBuildFile(relativePath: string): CheerioAPI {
  return load(readBuiltFile(relativePath));
}
