import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The web app's import boundaries (eslint.config.js, issue 20), proven on small fixtures linted as if they were
// files of the app: each forbidden import must be reported, each allowed one must not.
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repo });

async function boundaryErrors(filePath: string, importPath: string): Promise<string[]> {
  const code = `import { thing } from '${importPath}';\n\nexport const used = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, filePath) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

// Linting with the TypeScript resolver takes seconds per file on a busy machine.
describe('web import boundaries', { timeout: 60_000 }, () => {
  it("refuses a feature reaching into another feature's internals, at any depth", async () => {
    const cases: [string, string][] = [
      ['apps/web/src/features/catalogue/index.ts', '../accounts/components/sign-in-form.tsx'],
      ['apps/web/src/features/catalogue/api/products.ts', '../../accounts/api/session.ts'],
      ['apps/web/src/features/catalogue/components/details/x.tsx', '../../../accounts/utils/roles.ts'],
      ['apps/web/src/features/catalogue/components/a/b/c.tsx', '../../../../accounts/api/session.ts'],
      ['apps/web/src/features/catalogue/components/x.tsx', '../../../features/accounts/api/session.ts'],
    ];
    for (const [file, target] of cases) {
      expect(await boundaryErrors(file, target), `${file} -> ${target}`).toHaveLength(1);
    }
  });

  it("lets a feature use another feature's index.ts, and its own internals", async () => {
    expect(
      await boundaryErrors(
        'apps/web/src/features/catalogue/components/x/y.tsx',
        '../../../accounts/index.ts',
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors('apps/web/src/features/catalogue/components/x/y.tsx', '../../api/products.ts'),
    ).toEqual([]);
    expect(
      await boundaryErrors('apps/web/src/features/catalogue/api/products.ts', '../../../lib/api-client.ts'),
    ).toEqual([]);
  });

  it('lets app/ compose features only through their index.ts', async () => {
    const page = 'apps/web/src/app/areas/catalogue/pages/x-page.tsx';
    expect(
      await boundaryErrors(page, '../../../../features/catalogue/components/templates/brand-templates.tsx'),
    ).toHaveLength(1);
    expect(await boundaryErrors(page, '../../../../features/catalogue/index.ts')).toEqual([]);
  });

  it('refuses any feature import from components/ and lib/', async () => {
    expect(
      await boundaryErrors('apps/web/src/components/data-table/x.tsx', '../../features/catalogue/index.ts'),
    ).not.toEqual([]);
    expect(await boundaryErrors('apps/web/src/lib/x.ts', '../features/accounts/api/session.ts')).not.toEqual(
      [],
    );
    expect(await boundaryErrors('apps/web/src/lib/x.ts', './api-client.ts')).toEqual([]);
  });
});
