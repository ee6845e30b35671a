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
    ],
    environment: 'node',
    // One test file per core. Vitest's default keeps a core back for its main process,
    // which mostly waits: on a 2-core machine that runs the files one at a time.
    maxWorkers: '100%',
  },
});
