import { builtinModules } from 'node:module';
import js from '@eslint/js';
import relay from 'eslint-plugin-relay';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const layerMessage = (from, to) =>
  `${from} never imports ${to}: move what both need to common/ (pure TypeScript).`;

// Globals of browsers and Node that are not part of the language: common/ uses none of them.
const languageGlobals = new Set([...Object.keys(globals.es2022), ...Object.keys(globals.builtin)]);
const runtimeGlobals = [...new Set([...Object.keys(globals.browser), ...Object.keys(globals.node)])]
  .filter((name) => !languageGlobals.has(name))
  .map((name) => ({ name, message: 'common/ is pure TypeScript: no DOM or Node globals.' }));

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.data/',
      'node_modules/',
      '**/__generated__/',
      'test-results/',
      'playwright-report/',
      'storybook-static/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { relay, 'react-hooks': reactHooks },
    rules: {
      'relay/graphql-syntax': 'error',
      'relay/graphql-naming': 'error',
      'relay/unused-fields': 'warn',
      'relay/must-colocate-fragment-spreads': 'warn',
      'relay/hook-required-argument': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Recoil stays behind src/state/ so that it can be replaced in one place.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'recoil', message: 'Import recoil only inside src/state/.' }] },
      ],
    },
  },
  {
    files: ['src/state/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // Boundaries: server/ and src/ never import each other; code both need lives in common/,
  // pure TypeScript that imports neither and leans on no DOM, Node or React. mocks/, tests/
  // and e2e/ may import all three. (A separate rule from recoil's no-restricted-imports
  // above, so the two settings do not replace each other.)
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+src(/|$)', message: layerMessage('server/', 'src/') }] },
      ],
    },
  },
  {
    // Server tests may run the app's own compiled operations (src/__generated__), nothing else of src/.
    files: ['server/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+src(?!/__generated__/)(/|$)',
              message: layerMessage('server/', 'src/'),
            },
          ],
        },
      ],
    },
  },
  {
    // server/testing/ holds the server tests' harnesses (an in-process garden, a test
    // database, the emulator stand-in); the running server never loads them.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/testing/**', 'server/bench/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+src(/|$)', message: layerMessage('server/', 'src/') },
            {
              regex: '^(\\.\\./)+(testing|tests|mocks)(/|$)',
              message: 'Only tests and benchmarks import test harnesses and mocks.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+server(/|$)', message: layerMessage('src/', 'server/') },
            {
              regex: '^(\\.\\./)+(mocks|tests)(/|$)',
              message: 'Only tests import mocks/ and tests/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests and the component workshop (stories, fed by the mock builders) may use mocks/.
    files: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx', 'src/design/workshop/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^(\\.\\./)+server(/|$)', message: layerMessage('src/', 'server/') }],
        },
      ],
    },
  },
  {
    files: ['common/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({
            name,
            message: 'common/ runs outside Node too.',
          })),
          patterns: [
            {
              regex: '^(\\.\\./)+(src|server|mocks|tests|e2e)(/|$)',
              message: 'common/ imports only common/: the app and the server both import it.',
            },
            { regex: '^node:', message: 'common/ runs outside Node too.' },
            {
              regex:
                '^(react|react-dom|react-intl|react-relay|react-router(-dom)?|@mantine/.*)(/|$)',
              message: 'common/ is not React code: keep components and hooks in src/.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...runtimeGlobals],
    },
  },
  {
    files: ['relay.config.js'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    // Tables are read and written only through the tenant scope, so that a forgotten
    // tenant filter cannot leak (server/db/tenantScope.ts; tests may look behind it).
    files: ['server/**/*.ts'],
    ignores: ['server/db/tenantScope.ts', 'server/**/*.test.ts', 'server/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "CallExpression[callee.property.name='from'][callee.object.type='CallExpression']",
          "CallExpression[callee.property.name='values'][callee.object.callee.property.name='insert']",
          "CallExpression[callee.property.name='set'][callee.object.callee.property.name='update']",
          "CallExpression[callee.property.name='where'][callee.object.callee.property.name='delete']",
          "CallExpression[callee.property.name='execute']",
        ].map((selector) => ({
          selector,
          message: 'Query tables through the tenant scope (server/db/tenantScope.ts).',
        })),
      ],
    },
  },
);
