import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Boundaries are checked on resolved file paths (import-x/no-restricted-paths), so they hold at any folder depth
// (`modules/x/workflows/y.ts`) and whatever the relative path looks like. See docs/decisions/0013-lint-boundaries.md.
const ROOT = import.meta.dirname;
const SERVER = 'apps/server/src';
const MODULES = fs
  .readdirSync(path.join(ROOT, SERVER, 'modules'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const THROUGH_INDEX =
  'Import another module only through its index.ts (its plugin, services and types; never its tables, repositories or other files).';
const TABLES_FOR_KEYS =
  "A tables file may import another module's tables file, for foreign keys, and nothing else of it.";
const PLATFORM_BELOW_MODULES =
  'The platform and adapters serve modules and never import them (a platform tables file may reference accounts tables for foreign keys).';

/** A module reaches another module through its index.ts; its tables file reaches another's tables file only. */
const moduleZones = MODULES.flatMap((m) =>
  MODULES.filter((n) => n !== m).flatMap((n) => [
    {
      target: `${SERVER}/modules/${m}/**/!(*.tables).ts`,
      from: `${SERVER}/modules/${n}`,
      except: ['./index.ts'],
      message: THROUGH_INDEX,
    },
    {
      target: `${SERVER}/modules/${m}/**/*.tables.ts`,
      from: `${SERVER}/modules/${n}`,
      except: [`./${n}.tables.ts`],
      message: TABLES_FOR_KEYS,
    },
  ]),
);
/** Code outside the modules (app, demo composer, scripts, tests, benchmarks) uses a module's index.ts. */
const outsideZones = (target, except = ['./index.ts']) =>
  MODULES.map((n) => ({
    target,
    from: `${SERVER}/modules/${n}`,
    except,
    message: THROUGH_INDEX,
  }));
const platformZones = [
  {
    target: [`${SERVER}/platform/**/!(*.tables).ts`, `${SERVER}/adapters/**/*.ts`],
    from: `${SERVER}/modules`,
    message: PLATFORM_BELOW_MODULES,
  },
  {
    target: `${SERVER}/platform/**/*.tables.ts`,
    from: `${SERVER}/modules`,
    except: ['./accounts/accounts.tables.ts'],
    message: PLATFORM_BELOW_MODULES,
  },
  {
    target: [`${SERVER}/modules/**/*.ts`, `${SERVER}/platform/**/*.ts`, `${SERVER}/adapters/**/*.ts`],
    from: `${SERVER}/demo`,
    message:
      'Modules contribute demo data through their own seed functions; only the demo composer imports them.',
  },
];
const serverZones = [
  ...moduleZones,
  ...outsideZones([
    `${SERVER}/*.ts`,
    `${SERVER}/!(modules|platform|adapters)/**/*.ts`,
    'apps/server/scripts/**/*.ts',
  ]),
  // A benchmark builds its world as the module's API tests do: their fixtures, never the module's inner files.
  ...outsideZones(['apps/server/bench/**/*.ts'], ['./index.ts', './__tests__/fixtures.ts']),
  ...platformZones,
];
/** Tests exercise the whole app (demo sign-ins, other modules' services) but still only through index.ts. */
const serverTestZones = [
  ...moduleZones,
  ...outsideZones([`${SERVER}/!(modules)/**/__tests__/**/*.ts`, 'apps/server/test/**/*.ts']),
];
const SERVER_TESTS = ['apps/server/**/__tests__/**/*.ts', 'apps/server/test/**/*.ts'];

/**
 * A web feature reaches another feature only through its index.ts, and so does app/, which composes them
 * (components/ and lib/ import no feature at all: the zones below).
 */
const WEB = 'apps/web/src';
const FEATURES = fs
  .readdirSync(path.join(ROOT, WEB, 'features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const FEATURE_THROUGH_INDEX = 'Import another feature only through its index.ts (style rule 1).';
const featureZones = FEATURES.flatMap((n) => [
  ...FEATURES.filter((f) => f !== n).map((f) => ({
    target: `${WEB}/features/${f}`,
    from: `${WEB}/features/${n}`,
    except: ['./index.ts'],
    message: FEATURE_THROUGH_INDEX,
  })),
  {
    target: `${WEB}/app`,
    from: `${WEB}/features/${n}`,
    except: ['./index.ts'],
    message: FEATURE_THROUGH_INDEX,
  },
]);

/** Web zones: features are composed in app/, shared UI never reaches up. The web rules are added below. */
const webZones = [
  ...featureZones,
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
];

/**
 * `no-restricted-imports` keeps one option list per file: a later config block replaces an earlier one's list
 * for the files both match. So each file glob gets exactly one block, built from every group that applies.
 */
function restrictedImports(...groups) {
  return ['error', { patterns: groups.flat() }];
}
const CONTRACTS_PURE = [
  {
    regex: '^(node:|drizzle-orm|react|fastify)',
    message: 'contracts hold wire shapes only: no Node, Drizzle, React or Fastify.',
  },
];
const THIN_ROUTES = [
  {
    regex: '(^drizzle-orm)|\\.(repository|tables)\\.ts$',
    message: 'Routes are thin: schema in, one service call, presenter out. Queries live in repositories.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
      // Code that breaks the rules on purpose, linted only by the boundary tests (apps/server/test).
      'apps/server/test/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // import-x reads only .js files unless told: without these, no-cycle skips every TypeScript module.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // import-x v4 resolves through `resolver-next`; without it `.ts` imports do not resolve and no-cycle and
      // no-restricted-paths silently check nothing.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true }],
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
    files: ['apps/server/**/*.ts'],
    ignores: SERVER_TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: serverZones }] },
  },
  {
    files: SERVER_TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: serverTestZones }] },
  },
  {
    files: ['apps/server/src/**/*.routes.ts'],
    rules: { 'no-restricted-imports': restrictedImports(THIN_ROUTES) },
  },
  {
    // A module's index is its public face: services and types, never a repository's queries or a table (0010),
    // nor a type from either (a type a table stores lives in a file of its own).
    files: ['apps/server/src/modules/*/index.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '\\.(repository|tables)\\.ts$',
              message:
                'A module index exports services and types only: wrap a repository read in a service and export that, and keep shared types out of tables files.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    rules: { 'no-restricted-imports': restrictedImports(CONTRACTS_PURE) },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: webZones }],
    },
  },
  // ---------------------------------------------------------------- web rules (issue 20, web side)
  // Add web boundary zones to `webZones` above (one no-restricted-paths list for apps/web) and any web
  // no-restricted-imports groups through `restrictedImports(...)` in one block per file glob, here.
  // The feature boundaries are zones (`featureZones`, in webZones): resolved paths, so they hold at any depth.
  // Proven by apps/web/lint/boundaries.test.ts; docs/decisions/0030-web-shared-code-and-boundaries.md.
);
