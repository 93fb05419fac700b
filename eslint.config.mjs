import js from '@eslint/js';
import relay from 'eslint-plugin-relay';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.data/',
      'node_modules/',
      '**/__generated__/',
      'test-results/',
      'playwright-report/',
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
  {
    files: ['relay.config.js'],
    languageOptions: { sourceType: 'commonjs' },
  },
);
