import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The site's components use React's automatic JSX runtime, as Docusaurus compiles them.
  esbuild: { jsx: 'automatic' },
  test: {
    include: [
      'tests/unit/**/*.test.ts',
      'tests/build/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
      'plugins/**/*.test.{ts,tsx}',
      'packages/*/{src,scripts}/**/*.test.ts',
    ],
    environment: 'node',
    // Each test gives the worker's event loop a turn (see the file): green on a busy machine.
    setupFiles: ['tests/support/vitest-event-loop.ts'],
    // A timeout is a bound against a hang, never a speed check. Tests that parse every guide or
    // start an installed tool take a few seconds each, and with two whole suites at once on this
    // 2-core machine the MCP server's check_resource took over 30 s: no finding.
    testTimeout: 120_000,
    // The same for hooks that read the whole build (every page's HTML) before their tests.
    hookTimeout: 240_000,
    // One test file per core. Vitest's default keeps a core back for its main process,
    // which mostly waits: on a 2-core machine that runs the files one at a time.
    maxWorkers: '100%',
    // Files share their worker's modules instead of importing the OpenAPI description, the R4
    // definitions and the build's pages again each: the unit tests took 53 s isolated, 25 s so.
    // What a test changes for itself (environment, globals, spies) is undone after it.
    isolate: false,
    unstubEnvs: true,
    unstubGlobals: true,
    restoreMocks: true,
  },
});
