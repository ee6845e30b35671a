import js from '@eslint/js';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/eslint-package-boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'docs/api/medication/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    settings: { react: { version: '18.3' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      'react/prop-types': 'off',
      // Destructuring a prop out so that `...rest` forwards everything else is how
      // components drop what must not reach the DOM; the dropped name is used by design.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { medication: boundaries },
    rules: {
      'medication/package-boundaries': 'error',
      // A package's exports map is its whole surface: no file inside it by a subpath.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@medication-module/[^/]+/(src|scripts|static|dist)(/|$)',
              message: 'Import what the package exports, by its name and exports map.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
