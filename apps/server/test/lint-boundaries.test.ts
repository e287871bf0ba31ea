import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';

// Each rule of eslint.config.js is shown to fire on a small piece of offending code placed (virtually) where it
// would live, and to let the legal form through. See docs/decisions/0013-lint-boundaries.md.
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: REPO_ROOT, ignore: false });
});

async function rulesFired(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(REPO_ROOT, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const restrictedPath = 'import-x/no-restricted-paths';

describe('lint boundaries', () => {
  it('finds an import cycle between TypeScript files', async () => {
    const file = path.join(REPO_ROOT, 'apps/server/test/lint-fixtures/cycle-a.ts');
    const [result] = await eslint.lintFiles([file]);
    expect(result!.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });

  it('refuses a deep import of another module at any folder depth, and allows its index.ts', async () => {
    const deep =
      "import { listVehicleMakes } from '../../fitment/fitment.service.ts';\nexport const x = listVehicleMakes;\n";
    expect(await rulesFired('apps/server/src/modules/catalogue/workflows/sync.ts', deep)).toContain(
      restrictedPath,
    );
    const deeper =
      "import { listVehicleMakes } from '../../../fitment/fitment.service.ts';\nexport const x = listVehicleMakes;\n";
    expect(
      await rulesFired('apps/server/src/modules/catalogue/products/workflows/sync.ts', deeper),
    ).toContain(restrictedPath);
    const viaIndex =
      "import { listVehicleMakes } from '../../fitment/index.ts';\nexport const x = listVehicleMakes;\n";
    expect(await rulesFired('apps/server/src/modules/catalogue/workflows/sync.ts', viaIndex)).toEqual([]);
  });

  it("refuses another module's tables and repository outside a tables file", async () => {
    const tables = "import { teams } from '../../accounts/accounts.tables.ts';\nexport const t = teams;\n";
    expect(await rulesFired('apps/server/src/modules/catalogue/products/x.ts', tables)).toContain(
      restrictedPath,
    );
    const repo =
      "import { findTeamById } from '../accounts/accounts.repository.ts';\nexport const f = findTeamById;\n";
    expect(await rulesFired('apps/server/src/modules/catalogue/x.service.ts', repo)).toContain(
      restrictedPath,
    );
  });

  it("lets a tables file reference another module's tables file for foreign keys, and nothing else of it", async () => {
    const file = 'apps/server/src/modules/catalogue/catalogue.tables.ts';
    const fk = "import { teams } from '../accounts/accounts.tables.ts';\nexport const t = teams;\n";
    expect(await rulesFired(file, fk)).toEqual([]);
    const service =
      "import { createTeam } from '../accounts/accounts.service.ts';\nexport const c = createTeam;\n";
    expect(await rulesFired(file, service)).toContain(restrictedPath);
    const index = "import { createTeam } from '../accounts/index.ts';\nexport const c = createTeam;\n";
    expect(await rulesFired(file, index)).toContain(restrictedPath);
  });

  it("keeps code outside the modules (demo, scripts) to a module's index.ts", async () => {
    const tables =
      "import { products } from '../modules/catalogue/catalogue.tables.ts';\nexport const p = products;\n";
    expect(await rulesFired('apps/server/src/demo/x.ts', tables)).toContain(restrictedPath);
    const index =
      "import { ensureCatalogueReferenceData } from '../modules/catalogue/index.ts';\nexport const e = ensureCatalogueReferenceData;\n";
    expect(await rulesFired('apps/server/src/demo/x.ts', index)).toEqual([]);
    const script =
      "import { users } from '../src/modules/accounts/accounts.tables.ts';\nexport const u = users;\n";
    expect(await rulesFired('apps/server/scripts/x.ts', script)).toContain(restrictedPath);
  });

  it('keeps the platform and adapters below the modules', async () => {
    const index =
      "import { createTeam } from '../../modules/accounts/index.ts';\nexport const c = createTeam;\n";
    expect(await rulesFired('apps/server/src/platform/events/x.ts', index)).toContain(restrictedPath);
    expect(await rulesFired('apps/server/src/adapters/mail/x.ts', index)).toContain(restrictedPath);
    const fk =
      "import { teams } from '../../modules/accounts/accounts.tables.ts';\nexport const t = teams;\n";
    expect(await rulesFired('apps/server/src/platform/events/events.tables.ts', fk)).toEqual([]);
    const other =
      "import { products } from '../../modules/catalogue/catalogue.tables.ts';\nexport const p = products;\n";
    expect(await rulesFired('apps/server/src/platform/events/events.tables.ts', other)).toContain(
      restrictedPath,
    );
  });

  it('keeps the demo composer out of modules', async () => {
    const demo =
      "import { DEMO_PASSWORD } from '../../demo/demo-accounts.ts';\nexport const p = DEMO_PASSWORD;\n";
    expect(await rulesFired('apps/server/src/modules/catalogue/catalogue.seed.ts', demo)).toContain(
      restrictedPath,
    );
  });

  it('keeps routes thin: no queries or tables in a routes file', async () => {
    const file = 'apps/server/src/modules/catalogue/products/products.routes.ts';
    const repo = "import * as repo from './products.repository.ts';\nexport const r = repo;\n";
    expect(await rulesFired(file, repo)).toContain('no-restricted-imports');
    const drizzle = "import { eq } from 'drizzle-orm';\nexport const e = eq;\n";
    expect(await rulesFired(file, drizzle)).toContain('no-restricted-imports');
  });

  it('keeps repositories and tables out of a module index, types included', async () => {
    const file = 'apps/server/src/modules/marketplace/index.ts';
    const repo = "export { listingUsage } from './import-list/import-list.repository.ts';\n";
    expect(await rulesFired(file, repo)).toContain('@typescript-eslint/no-restricted-imports');
    const table = "export { listings } from './marketplace.tables.ts';\n";
    expect(await rulesFired(file, table)).toContain('@typescript-eslint/no-restricted-imports');
    const type = "export type { PartyJson } from '../shipping/shipping.tables.ts';\n";
    expect(await rulesFired(file, type)).toContain('@typescript-eslint/no-restricted-imports');
    const service = "export { listingUsage } from './import-list/import-list.service.ts';\n";
    expect(await rulesFired(file, service)).toEqual([]);
  });

  it('keeps contracts free of Node, Drizzle, React and Fastify', async () => {
    const code = "import type { FastifyInstance } from 'fastify';\nexport type F = FastifyInstance;\n";
    expect(await rulesFired('packages/contracts/src/shared/x.ts', code)).toContain('no-restricted-imports');
  });

  it('keeps web features from importing the app that composes them', async () => {
    const code = "import { router } from '../../app/router.tsx';\nexport const r = router;\n";
    expect(await rulesFired('apps/web/src/features/catalogue/x.ts', code)).toContain(restrictedPath);
  });
});
