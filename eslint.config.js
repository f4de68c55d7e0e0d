import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'var/**', 'artifacts/**', 'apps/web/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['./packages/contract/tsconfig.json', './packages/predict/tsconfig.json', './packages/lottery/tsconfig.json', './apps/server/tsconfig.json', './apps/web/tsconfig.json', './tsconfig.tools.json'],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/require-await': 'off',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Imports point one way: the contract depends on nothing of ours; web never imports server.
    files: ['packages/contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@scoreline/*', '**/apps/**'] }] },
  },
  {
    // predict may use lottery (when it exists) but never the contract or the apps.
    files: ['packages/predict/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@scoreline/contract', '@scoreline/server', '@scoreline/web', '**/apps/**'] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@scoreline/server', '**/apps/server/**'] }] },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts', 'packages/*/scripts/**/*.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-console': 'off' },
  },
);
