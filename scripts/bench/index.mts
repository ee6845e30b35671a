import { execFileSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measureBuilds } from './build.mjs';
import { checkerCorpusTables, runCheckerCorpus } from './checker-corpus.mjs';
import { comparePlain, comparisonTables } from './compare-plain.mjs';
import { extraSections } from './extra-sections.mjs';
import { launchChromium } from './lighthouse.mjs';
import { choosePages } from './pages.mjs';
import { pagesSection } from './pages-section.mjs';
import { formatChecks, formatComparison, formatTable, type BenchResults } from './report.mjs';
import type { BenchContext, BudgetCheck } from './section.mjs';
import { routesSection } from './routes-section.mjs';
import { serveBuild } from './serve.mjs';
import { benchedKinds, targets, type BenchedKind } from './targets.mjs';

const usage = `npm run bench -- [options]
  --label NAME       names the results file (default: current)
  --runs N           rounds of measurement, the median is reported (default: 5). A round
                     measures one page of each kind as built and with every script blocked
                     (its floor), each with Lighthouse mobile (simulated and applied
                     throttling) and in a real browser at 4× CPU; 0 measures builds and
                     first-load sizes only. About 5 minutes a round here
  --port N           port of the bench server on 127.0.0.1 (default: 4320)
  --skip-build       measure the existing build/ instead of building cold and warm
  --pages-only       only the page measurements of the rounds: no audit of accessibility,
                     best practices and SEO (about 35 s a page), no search or check-resource
                     section
  --all-routes       also every route of the build, each the median of its runs (3 runs
                     of every route: about 20 minutes here)
  --page KIND=ROUTE  measure ROUTE for KIND (${benchedKinds.join(', ')})
  --kind KIND        measure only pages of KIND in a browser (repeatable; default: every kind)
  --against DIR      also measure the build in DIR (a copy of an earlier build/), served on
                     port + 1, in the same rounds: before and after a change, under the same
                     load; the page choice comes from this build
  --out DIR          where results go (default: bench-results/)
  --compare A B      print results file A against results file B and exit
  --compare-plain    build with the performance layer off, then on, and print side by side
                     first-load JavaScript per page kind and mobile Lighthouse (median of
                     --runs) on one page per kind: layer on, layer off, and the layer-on build
                     with every script blocked (the floor); build/ ends as the layer-on build
  --checker-corpus   only run the FHIR checker over every resource of hl7.fhir.r4.examples
                     4.0.1 and print the count per verdict, every not-r4 finding by rule
                     with its files, and the time (no build, no browser: a few minutes)`;

const siteDir = process.cwd();

function parseOptions() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      label: { type: 'string', default: 'current' },
      runs: { type: 'string', default: '5' },
      port: { type: 'string', default: '4320' },
      'skip-build': { type: 'boolean', default: false },
      'pages-only': { type: 'boolean', default: false },
      'all-routes': { type: 'boolean', default: false },
      page: { type: 'string', multiple: true, default: [] },
      kind: { type: 'string', multiple: true, default: [] },
      against: { type: 'string' },
      out: { type: 'string', default: path.join(siteDir, 'bench-results') },
      compare: { type: 'boolean', default: false },
      'compare-plain': { type: 'boolean', default: false },
      'checker-corpus': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const pages: Partial<Record<BenchedKind, string>> = {};
  for (const pin of values.page) {
    const [kind, route] = pin.split('=');
    if (!route || !benchedKinds.some((known) => known === kind)) {
      throw new Error(`--page takes KIND=ROUTE with KIND one of ${benchedKinds.join(', ')}`);
    }
    pages[kind as BenchedKind] = route;
  }
  const kinds = values.kind.map((kind) => {
    const known = benchedKinds.find((benched) => benched === kind);
    if (!known) throw new Error(`--kind takes one of ${benchedKinds.join(', ')}`);
    return known;
  });
  return {
    ...values,
    kinds,
    runs: Number(values.runs),
    port: Number(values.port),
    pages,
    positionals,
  };
}

function currentCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: siteDir,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

async function readResults(file: string): Promise<BenchResults> {
  return JSON.parse(await readFile(file, 'utf8')) as BenchResults;
}

async function main(): Promise<void> {
  const options = parseOptions();
  if (options.help) {
    console.log(usage);
    return;
  }
  if (options.compare) {
    const [before, after] = options.positionals;
    if (!before || !after) throw new Error(usage);
    console.log(formatComparison(await readResults(before), await readResults(after)));
    return;
  }
  const started = Date.now();
  // Minutes and seconds since the start, so that a long run shows its pace as it goes.
  const log = (message: string): void => {
    const seconds = Math.round((Date.now() - started) / 1000);
    const elapsed = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
    console.log(`[bench ${elapsed}] ${message}`);
  };
  await mkdir(options.out, { recursive: true });
  if (options['checker-corpus']) {
    log('The checker over the R4 examples package');
    const figures = runCheckerCorpus(log);
    const file = path.join(options.out, `${options.label}-checker-corpus.json`);
    await writeFile(
      file,
      `${JSON.stringify({ commit: currentCommit(), date: new Date().toISOString(), loadAverage: loadavg(), ...figures }, null, 2)}\n`,
    );
    const tables = checkerCorpusTables(figures).map(
      ({ title, rows }) => `${title}\n${formatTable(rows)}`,
    );
    console.log(`\n${tables.join('\n\n')}\n\nResults: ${file}`);
    return;
  }
  if (options['compare-plain']) {
    const buildLogFile = path.join(options.out, `${options.label}-compare-plain-build.log`);
    log(`Two builds, then Lighthouse (build output in ${buildLogFile})`);
    const buildLog = createWriteStream(buildLogFile);
    const comparison = await comparePlain({
      siteDir,
      workDir: path.join(options.out, 'compare-plain'),
      port: options.port,
      runs: Math.max(1, options.runs),
      logFile: buildLog,
      log,
    });
    buildLog.end();
    const file = path.join(options.out, `${options.label}-compare-plain.json`);
    await writeFile(
      file,
      `${JSON.stringify({ commit: currentCommit(), date: new Date().toISOString(), ...comparison }, null, 2)}\n`,
    );
    console.log(
      `\n${comparisonTables(comparison).map(formatTable).join('\n\n')}\n\nResults: ${file}`,
    );
    return;
  }
  const results: BenchResults = {
    label: options.label,
    date: new Date().toISOString(),
    commit: currentCommit(),
    machine: { cpus: cpus().length, loadAverageAtStart: loadavg() },
    sections: {},
    checks: [],
  };

  if (!options['skip-build']) {
    const buildLogFile = path.join(options.out, `${options.label}-build.log`);
    log(`Cold build, then warm build (output in ${buildLogFile})`);
    const buildLog = createWriteStream(buildLogFile);
    results.builds = await measureBuilds(siteDir, buildLog);
    buildLog.end();
    // Keep the build figures even if a later section fails.
    await writeFile(
      path.join(options.out, `${options.label}.json`),
      `${JSON.stringify(results, null, 2)}\n`,
    );
    const { cold, warm } = results.builds;
    log(
      `Cold ${cold.seconds.toFixed(1)} s (peak ${cold.peakRssMegabytes} MB), warm ${warm.seconds.toFixed(1)} s (peak ${warm.peakRssMegabytes} MB)`,
    );
  }

  const pages = choosePages(options.pages);
  const server = await serveBuild(path.join(siteDir, 'build'), options.port);
  const againstDir = options.against && path.resolve(options.against);
  const againstServer = againstDir ? await serveBuild(againstDir, options.port + 1) : undefined;
  const chrome = await launchChromium();
  const tables: string[] = [];
  try {
    const context: BenchContext = {
      siteDir,
      origin: server.origin,
      ...(againstServer &&
        againstDir && {
          against: { label: path.basename(againstDir), origin: againstServer.origin },
        }),
      chromePort: chrome.port,
      pages,
      kinds: options.kinds,
      runs: options.runs,
      otherCategories: !options['pages-only'],
      log,
    };
    const sections = [
      pagesSection,
      ...(options['pages-only'] ? [] : extraSections),
      ...(options['all-routes'] && options.runs > 0 ? [routesSection] : []),
    ];
    for (const section of sections) {
      log(`Section ${section.name}`);
      try {
        const { figures, table, moreTables = [], checks } = await section.run(context);
        results.sections[section.name] = figures;
        results.checks.push(...checks);
        tables.push(
          [
            `${section.name}\n${formatTable(table)}`,
            ...moreTables.map(({ title, rows }) => `${title}\n${formatTable(rows)}`),
          ].join('\n\n'),
        );
      } catch (error) {
        // One section that cannot run on this build must not discard the others' figures.
        if (section === pagesSection) throw error;
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
        results.sections[section.name] = { error: message };
        tables.push(`${section.name}\n  not measured: ${message}`);
      }
    }
  } finally {
    chrome.kill();
    await Promise.all([server.close(), againstServer?.close()]);
  }

  if (results.builds) {
    const buildCheck: BudgetCheck = {
      label: 'cold production build',
      actual: Math.round(results.builds.cold.seconds),
      target: targets.coldBuildSeconds,
      unit: 's',
    };
    results.checks.unshift(buildCheck);
  }
  results.machine.loadAverageAtEnd = loadavg();
  const json = `${JSON.stringify(results, null, 2)}\n`;
  const stamp = results.date.replace(/[:.]/g, '-');
  await writeFile(path.join(options.out, `${options.label}.json`), json);
  await writeFile(path.join(options.out, `${options.label}-${stamp}.json`), json);

  console.log(`\n${tables.join('\n\n')}\n`);
  if (results.builds) {
    const { cold, warm } = results.builds;
    console.log(
      formatTable([
        ['build', 'seconds', 'peak memory MB'],
        ['cold', cold.seconds.toFixed(1), String(cold.peakRssMegabytes)],
        ['warm', warm.seconds.toFixed(1), String(warm.peakRssMegabytes)],
      ]),
    );
    console.log('');
  }
  console.log(formatChecks(results.checks));
  console.log(`\nResults: ${path.join(options.out, `${options.label}.json`)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
