import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { expect, it } from 'vitest';
import { compileHint } from '../../plugins/performance/compile-hints';
import { afterFirstPaintId } from '../../plugins/performance/ssr-template';
import {
  buildDir,
  builtRoutes,
  loadBuildFile,
  loadRoute,
} from '../../scripts/site-build/build-output';
import { describeLayer } from '../support/performance-layer';

/** Every HTML page of the build, the not-found page included. */
function builtPages(): { page: string; $: CheerioAPI }[] {
  return [
    ...builtRoutes().map((route) => ({ page: route, $: loadRoute(route) })),
    { page: '404.html', $: loadBuildFile('404.html') },
  ];
}

/** Template content is a fragment of its own: selectors do not reach into it from outside. */
function insideTemplate(node: AnyNode): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'tag' && parent.name === 'template') return true;
  }
  return false;
}

describeLayer('the first paint waits on no script (plugins/performance/ssr-template.ts)', () => {
  const pages = builtPages();

  it('no page asks for a script file before its first paint: none outside the template, no script preload', () => {
    const early = pages.flatMap(({ page, $ }) => [
      ...$('script[src]')
        .toArray()
        .filter((script) => !insideTemplate(script))
        .map((script) => `${page}: <script src="${$(script).attr('src') ?? ''}">`),
      ...$('link[rel="preload"][as="script"], link[rel="modulepreload"]')
        .toArray()
        .map(
          (link) =>
            `${page}: <link rel="${$(link).attr('rel') ?? ''}" href="${$(link).attr('href') ?? ''}">`,
        ),
    ]);
    expect(early).toEqual([]);
  });

  it('every page holds the same entry scripts in the template (the runtime, the parts of the shared code, the main chunk last), and the loader after it', () => {
    const entryScripts = new Set<string>();
    const problems = pages.flatMap(({ page, $ }) => {
      const template = $(`template#${afterFirstPaintId}`);
      const held = $('script[src]')
        .toArray()
        .filter((script) => insideTemplate(script) && script.parent?.parent === template.get(0))
        .map((script) => $(script).attr('src') ?? '');
      const names = held.map((src) => path.basename(src).replace(/\.[0-9a-f]+\.js$/, ''));
      const missing = held.filter((src) => !existsSync(path.join(buildDir, src)));
      const last = $('body').children().last().get(0) as Element | undefined;
      entryScripts.add(held.join(' '));
      const loader = last?.name === 'script' && !$(last).attr('src') ? $(last).text() : '';
      return [
        ...(template.length === 1
          ? []
          : [`${page}: ${template.length} templates #${afterFirstPaintId}`]),
        // plugins/performance/entry-parts.ts: the shared code in parts, each parsed in a task of its own.
        ...(names.filter((name) => name === 'runtime~main').length === 1 &&
        names.at(-1) === 'main' &&
        names.length >= 4
          ? []
          : [`${page}: holds ${names.join(', ')}`]),
        ...missing.map((src) => `${page}: ${src} is not in the build`),
        ...(loader.includes(afterFirstPaintId)
          ? []
          : [`${page}: the last element of <body> is not the loader`]),
      ];
    });
    expect(problems).toEqual([]);
    expect(entryScripts.size).toBe(1);
  });

  it("the entry scripts, and no script loaded later, start with V8's compile hint (plugins/performance/compile-hints.ts)", () => {
    const $ = loadRoute('/');
    const entry = new Set(
      $('script[src]')
        .toArray()
        .filter(insideTemplate)
        .map((script) => path.basename($(script).attr('src') ?? '')),
    );
    const scriptsDir = path.join(buildDir, 'assets', 'js');
    const wrong = readdirSync(scriptsDir)
      .filter((file) => file.endsWith('.js'))
      .filter((file) => {
        const hinted = readFileSync(path.join(scriptsDir, file), 'utf8').startsWith(
          `${compileHint}\n`,
        );
        return hinted !== entry.has(file);
      });
    expect(entry.size).toBeGreaterThanOrEqual(4);
    expect(wrong).toEqual([]);
  });
});
