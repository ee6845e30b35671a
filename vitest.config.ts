import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The site's components use React's automatic JSX runtime, as Docusaurus compiles them.
  esbuild: { jsx: 'automatic' },
  test: {
    include: [
      'tests/unit/**/*.test.ts',
      'tests/build/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
      'plugins/**/*.test.ts',
    ],
    environment: 'node',
  },
});
