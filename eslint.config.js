import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from './tools/eslint/layers.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/generated/**',
      '**/.build/**',
      'docs/api/**',
      '**/playwright-report/**',
      '**/test-results/**',
      '.reports/**',
      // msw's service worker script, copied from the msw package for the stories
      '**/mockServiceWorker.js',
      'docs/reference/**',
      // the contract fuzz run's Python tools (scripts/fuzz.mjs)
      '.venv-fuzz/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { layers, 'react-hooks': reactHooks },
    rules: {
      'layers/direction': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // react-router's link components bring its prefetching into the initial JavaScript (docs/performance.md):
    // the app links with react-aria-components' Link, which its RouterProvider routes.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-router', importNames: ['Link', 'NavLink', 'Form'], message: "Use Link from 'react-aria-components'." }] },
      ],
    },
  },
  {
    // End-to-end tests take `test` and `expect` from the fixture that fails a test on any CSP violation.
    files: ['apps/web/e2e/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: "Import test and expect from './fixtures'.", allowTypeImports: true }] },
      ],
    },
  },
);
