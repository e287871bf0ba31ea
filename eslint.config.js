import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 6, ignoreExternal: true }],
      'import-x/no-default-export': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages}/**/': '+([a-z0-9-_])' }],
    },
  },
  {
    // Config files are loaded by tools that expect a default export.
    files: ['**/*.config.{ts,js,cjs}', 'eslint.config.js'],
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    // A module is reached only through its index.ts; tables may reference other modules' tables for foreign keys.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/modules/*/*.tables.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+modules/[^/]+/(?!index\\.ts$).+',
              message: 'Import another module only through its index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/*/*.ts'],
    ignores: ['apps/server/src/modules/*/*.tables.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!index\\.ts$)[a-z0-9-]+/(?!index\\.ts$).+',
              message: 'Import another module only through its index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(node:|drizzle-orm|react|fastify)',
              message: 'contracts hold wire shapes only: no Node, Drizzle, React or Fastify.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features are composed in app/, never the reverse.',
            },
            { target: './apps/web/src/components', from: ['./apps/web/src/app', './apps/web/src/features'] },
            {
              target: './apps/web/src/lib',
              from: ['./apps/web/src/app', './apps/web/src/features', './apps/web/src/components'],
            },
          ],
        },
      ],
    },
  },
);
