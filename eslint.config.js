import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'apps/web/src/routeTree.gen.ts',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/extension/**/*.{ts,tsx}', 'packages/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A cache key is built by a key factory in apps/web/src/queries/, never written out where the cache is
    // read or changed: a misspelt key silently misses the data (docs/product.md §12).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(invalidateQueries|refetchQueries|removeQueries|cancelQueries|resetQueries|setQueriesData|getQueriesData|isFetching)$/] > ObjectExpression > Property[key.name='queryKey'] > ArrayExpression > Literal",
          message: 'Use a query-key factory from apps/web/src/queries/ for this key.',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(setQueryData|getQueryData|getQueryState)$/] > ArrayExpression:first-child > Literal',
          message: 'Use a query-key factory from apps/web/src/queries/ for this key.',
        },
      ],
    },
  },
  {
    // The extraction also runs in browsers (the extension): Node's built-ins only in its tests.
    files: ['packages/extract/src/**/*.ts'],
    ignores: ['packages/extract/src/**/*.test.ts', 'packages/extract/src/fixture-suite.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*'], message: 'The extraction runs in browsers too.' }] },
      ],
      'no-restricted-globals': ['error', 'process', 'Buffer', 'require', '__dirname', '__filename'],
    },
  },
  {
    files: ['bench/**', 'e2e/**', 'scripts/**', 'apps/server/src/reliability/run.ts'],
    rules: { 'no-console': 'off' },
  },
);
