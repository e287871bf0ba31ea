import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/auth.ts';

test.describe.configure({ mode: 'serial' });

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

interface Row {
  id: number;
  sku: string;
  slug: string;
  url: string;
  brand: { slug: string };
}

let assembly: Row;
const added: string[] = [];

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/shots/catalogue-parts-${name}.png`, fullPage: true });
}

async function toast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

async function firstAssembly(request: APIRequestContext): Promise<Row> {
  const res = await request.get('/api/catalogue/products/datatable.json?page=1&per=10&record_type=Assembly');
  expect(res.ok()).toBeTruthy();
  const [row] = (await res.json()).data as Row[];
  if (!row) throw new Error('no assembly in the demo data');
  return row;
}

function partRows(page: Page) {
  return page.getByRole('table', { name: 'Parts', exact: true }).getByRole('row');
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'brand@demo.test');
});

test('builds an assembly from three parts picked in Select Parts, then edits and removes one', async ({
  page,
}) => {
  assembly = await firstAssembly(page.request);
  await page.goto(`${assembly.url}#parts`);
  await expect(page.getByRole('tab', { name: 'Parts', selected: true })).toBeVisible();
  // An assembly is not inside assemblies.
  await expect(page.getByRole('tab', { name: 'Assemblies' })).toBeDisabled();
  // Count only once the tab has drawn its parts (or said it has none): 'networkidle' can come before the tab's own
  // request when its code loads lazily, and a count taken then would be zero.
  await expect(page.getByLabel('Loading parts')).toHaveCount(0);
  await expect(
    page
      .getByRole('table', { name: 'Parts', exact: true })
      .or(page.getByText('No parts yet. Add the parts this assembly is built from.')),
  ).toBeVisible();
  const before = await partRows(page).count();

  await page.getByRole('button', { name: 'Add Part' }).click();
  const modal = page.getByRole('dialog', { name: 'Select Parts' });
  await expect(modal.getByRole('button', { name: 'Add 0 Parts' })).toBeDisabled();
  const rows = modal.getByRole('table', { name: 'Parts to add' }).getByRole('row');
  await expect(rows.nth(3)).toBeVisible();
  for (let i = 1; i <= 3; i++) {
    added.push((await rows.nth(i).getByRole('cell').nth(1).innerText()).trim());
    await rows.nth(i).getByRole('checkbox', { name: 'Select row' }).check();
  }
  await shot(page, 'select-parts-desktop');
  await modal.getByRole('button', { name: 'Add 3 Parts' }).click();
  await toast(page, 'Part added to product');
  await expect(modal).toBeHidden();
  // Header row included: the table grew by the three parts.
  await expect(partRows(page)).toHaveCount((before === 0 ? 1 : before) + 3);
  for (const sku of added) await expect(page.getByRole('link', { name: sku, exact: true })).toBeVisible();

  const quantity = page.getByRole('textbox', { name: `Quantity of ${added[0]}` });
  await quantity.fill('2');
  await quantity.press('Enter');
  await toast(page, 'Parts updated');
  await page.getByRole('checkbox', { name: `Include media: ${added[1]}` }).check();
  await expect(page.getByRole('checkbox', { name: `Include media: ${added[1]}` })).toBeChecked();
  await page.reload();
  await expect(page.getByRole('textbox', { name: `Quantity of ${added[0]}` })).toHaveValue('2');
  await expect(page.getByRole('checkbox', { name: `Include media: ${added[1]}` })).toBeChecked();
  await shot(page, 'tab-desktop');

  await page.getByRole('button', { name: `Remove part ${added[2]}` }).click();
  await toast(page, 'Part removed from product');
  await expect(page.getByRole('link', { name: added[2]!, exact: true })).toHaveCount(0);
});

test("a part's Assemblies tab links to the assembly", async ({ page }) => {
  await page.goto(`${assembly.url}#parts`);
  await page.getByRole('link', { name: added[0]!, exact: true }).click();
  await page.getByRole('tab', { name: 'Assemblies' }).click();
  const link = page
    .getByRole('table', { name: 'Assemblies' })
    .getByRole('link', { name: assembly.sku, exact: true });
  await expect(link).toBeVisible();
  await shot(page, 'assemblies-desktop');
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/catalogue/products/${assembly.slug}/edit`));
});

test("the assembly's Attributes tab shows the Component Attributes matrix", async ({ page }) => {
  const api = await page.request.get(
    `/api/catalogue/b/${assembly.brand.slug}/products/${assembly.slug}/component_attributes`,
  );
  const matrix = (await api.json()) as { rows: { title: string; combined: string | null }[] };
  await page.goto(`${assembly.url}#attributes`);
  const card = page.getByRole('heading', { name: 'Component Attributes' });
  await expect(card).toBeVisible();
  if (matrix.rows.length === 0) {
    await expect(page.getByText('No attributes on this kit or its parts yet.')).toBeVisible();
    return;
  }
  const table = page.getByRole('table', { name: 'Component Attributes' });
  await expect(table.getByRole('columnheader', { name: `${assembly.sku} (kit)` })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: added[0]!, exact: true })).toBeVisible();
  const first = matrix.rows[0]!;
  await expect(table.getByRole('rowheader', { name: first.title, exact: true })).toBeVisible();
  await shot(page, 'component-attributes-desktop');
});

test('phone layout of the Parts tab', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${assembly.url}#parts`);
  await expect(page.getByRole('combobox', { name: 'Product sections' })).toHaveValue('Parts');
  await expect(page.getByRole('link', { name: added[0]!, exact: true })).toBeVisible();
  await shot(page, 'tab-phone');
});
