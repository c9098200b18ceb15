// ESLint (flat config). `npm run lint` runs it with --max-warnings=0, then `prettier --check`.
import { defineConfig, globalIgnores } from 'eslint/config';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import nextPlugin from '@next/eslint-plugin-next';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments';
import prettier from 'eslint-config-prettier/flat';

export default defineConfig(
  globalIgnores([
    '.next/',
    'dist/',
    'reports/',
    'coverage/',
    'playwright-report/',
    'test-results/',
    'data/',
    '.e2e-data*/',
    'node_modules/',
    'public/antd/',
    'next-env.d.ts',
    '.openapi/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore marks a parameter or binding kept on purpose (a reducer's unused action, a
      // property left out of a rest object).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },

  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  // An eslint-disable comment names its rules, covers one line, and says why after `--`.
  {
    plugins: { '@eslint-community/eslint-comments': eslintComments },
    rules: {
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
      '@eslint-community/eslint-comments/no-use': ['error', { allow: ['eslint-disable-next-line'] }],
      '@eslint-community/eslint-comments/require-description': 'error',
    },
  },

  // CommonJS files (next.config.js, jest.config.js, scripts/*.js).
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // React: the rules of hooks, wherever components and hooks live.
  {
    files: ['**/*.tsx', 'components/**', 'pages/**', 'layouts/**', 'lib/**', 'redux/**', 'tests/unit/**'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['**/*.tsx', 'components/**', 'pages/**', 'layouts/**', 'lib/**', 'redux/**', 'tests/unit/**'],
    rules: {
      'react-hooks/exhaustive-deps': 'error',
      // React Compiler diagnostics that misread patterns this app uses on purpose (the app is not built with the compiler):
      // lazyComponent(...).useLoaded() returns a component loaded once per page, not one created in render (11 uses);
      'react-hooks/static-components': 'off',
      // state reset when the route or a prop changes, and client-only state read once mounted so that the first render matches the server's (11);
      'react-hooks/set-state-in-effect': 'off',
      // latest-value refs (`ref.current = onEvent` in render) and `useRef(initial).current` (4);
      'react-hooks/refs': 'off',
    },
  },

  // Next's rules for the pages router.
  {
    files: ['pages/**', 'components/**', 'layouts/**'],
    plugins: { '@next/next': nextPlugin },
    rules: { ...nextPlugin.configs.recommended.rules, ...nextPlugin.configs['core-web-vitals'].rules },
    settings: { next: { rootDir: '.' } },
  },

  // Import cycles are errors.
  {
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x reads to follow imports (its default is JavaScript only), and how it resolves them:
      // every import in this repository is relative and written without an extension.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json', '.node'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },

  // Kysely's migrations take `Kysely<any>` on purpose: a migration must not depend on today's schema types.
  {
    files: ['server/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },

  // Last: turn off every rule that formatting (Prettier) owns.
  prettier,
);
