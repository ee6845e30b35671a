import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import vnuJar from 'vnu-jar';
import { describe, expect, it } from 'vitest';
import { buildDir, builtRoutes, htmlFileForRoute } from '../../scripts/site-build/build-output';
import { oneRoutePerKind } from '../support/page-kinds';

/**
 * The Nu Html Checker (vnu.jar, the W3C validator) over the built HTML: every page that is not a
 * generated API page, plus one page of every kind (which adds an API operation, schema, tag and
 * info page). Errors caused by markup that other packages write are filtered out below, each
 * with the reason it is not ours; everything else fails the test.
 */
const run = promisify(execFile);

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

interface KnownError {
  why: string;
  message: RegExp;
  extract?: RegExp;
  routes?: RegExp;
}

const notOurs: KnownError[] = [
  {
    why: 'Mermaid writes diagram labels as <p> inside <span> in its SVG foreignObject',
    message: /^Element “p” not allowed as child of element “span”/,
    extract: /(?:edgeLabel|nodeLabel|node-label|de-label)"?>\s*<p>/,
  },
  {
    why: 'Mermaid puts its own data attributes (name, datatype, width/height, x1) on SVG shapes',
    message:
      /^Attribute “(?:name|datatype|width|height|x1|x2|y1|y2)” not allowed on element “(?:rect|line|g|circle|path)”/,
  },
  {
    why: 'Docusaurus Tabs and the OpenAPI theme render only the selected panel, without aria-controls',
    message: /^Every active “role=tab” element must have a corresponding “role=tabpanel” element/,
  },
  {
    why: "docusaurus-theme-openapi-docs' info page renders Markdown (<p>) inside <span> and <h3> for contact, licence and scopes",
    message: /^Element “p” not allowed as child of element “(?:span|h3)”/,
    routes: /^\/docs\/api\/medication\/fhir-r-4-/,
  },
  {
    why: "docusaurus-theme-openapi-docs' Schema renders array items as <li> inside <div>",
    message: /^Element “li” not allowed as child of element “div”/,
    routes: /^\/docs\/api\//,
  },
  {
    why: "docusaurus-theme-openapi-docs' MethodEndpoint puts the path heading inside <pre>",
    message: /^Element “h2” not allowed as child of element “pre”/,
    extract: /openapi__method-endpoint-path/,
    routes: /^\/docs\/api\//,
  },
];

const routes = [
  ...new Set([
    ...builtRoutes().filter((route) => !route.startsWith('/docs/api/')),
    ...oneRoutePerKind().map(({ route }) => route),
  ]),
].sort();

const routeOf = (url: string): string => {
  const file = decodeURIComponent(url.replace(/^file:/, ''));
  const route = path.relative(buildDir, path.dirname(file)).split(path.sep).join('/');
  return route === '' ? '/' : `/${route}`;
};

const isKnown = (error: VnuMessage): boolean =>
  notOurs.some(
    (known) =>
      known.message.test(error.message) &&
      (known.extract === undefined || known.extract.test(error.extract ?? '')) &&
      (known.routes === undefined || known.routes.test(routeOf(error.url))),
  );

const vnuTimeout = 480_000;

/**
 * One short-lived JVM, so only Java's quick compiler: its optimising one spent two thirds of the
 * checker's CPU time compiling code for a run too short to gain from it (the same messages,
 * byte for byte, in a third of the CPU time). Code the quick compiler makes needs more stack for
 * the checker's deep recursion than Java's default 1 MB (vnu says so and stops), hence -Xss. The
 * serial collector keeps garbage-collection threads from competing with the browser tests
 * beside this lane. None of these changes what is checked.
 */
const javaOptions = ['-XX:TieredStopAtLevel=1', '-Xss16m', '-XX:+UseSerialGC'];

async function checkPages(files: string[]): Promise<VnuMessage[]> {
  // --exit-zero-always: errors come back as JSON on stderr instead of as a failed process.
  // --no-langdetect: guessing each page's language only ever gives a warning, which
  // --errors-only drops, and it was a large part of the checker's time.
  const { stderr } = await run(
    'java',
    [
      ...javaOptions,
      '-jar',
      String(vnuJar),
      '--format',
      'json',
      '--errors-only',
      '--no-langdetect',
      '--exit-zero-always',
      ...files,
    ],
    // A bound against a hang, not a speed target: on a busy 2-core machine the JVM alone can
    // take a minute to start and warm up.
    { maxBuffer: 64 * 1024 * 1024, timeout: vnuTimeout },
  );
  return (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
}

describe('HTML validity of our own markup (Nu Html Checker)', () => {
  it('checks the guides, the blog and one page of every kind', () => {
    expect(routes).toContain('/docs/guides/medication-module/prescriptions/prescription-frequency');
    expect(routes.some((route) => route.startsWith('/blog/'))).toBe(true);
    expect(routes.some((route) => route.startsWith('/docs/api/'))).toBe(true);
  });

  it('finds no error in markup of ours', { timeout: vnuTimeout + 30_000 }, async () => {
    const messages = await checkPages(routes.map(htmlFileForRoute));
    expect(
      messages.every(
        (message) => message.type === 'error' || message.type === 'non-document-error',
      ),
    ).toBe(true);
    const ours = messages
      .filter((message) => !isKnown(message))
      .map(
        (message) => `${routeOf(message.url)}: ${message.message}\n    ${message.extract ?? ''}`,
      );
    expect(ours, ours.join('\n')).toEqual([]);
  });
});
