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

export function loadRoute(route: string): CheerioAPI {
  return load(readFileSync(htmlFileForRoute(route), 'utf8'));
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
