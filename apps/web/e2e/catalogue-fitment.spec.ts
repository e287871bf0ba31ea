import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/auth.ts';

// Issue 17: the Vehicles tab (picker, year range, attribute, inherited applications) and the vehicle catalogue.
test.describe.configure({ mode: 'serial' });

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };
const run = Date.now();

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/shots/fitment-${name}.png`, fullPage: true });
}
async function toast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

interface Row {
  id: number;
  url: string;
  sku: string;
  record_type: string;
  brand: { name: string };
}
interface Apps {
  vehicle_applications: { direct: boolean; product_sku: string }[];
}

/** Products of the signed-in team, a page at a time (the page's session cookie is shared with `request`). */
async function products(request: APIRequestContext, page: number): Promise<Row[]> {
  const res = await request.get(`/api/catalogue/products/datatable.json?page=${page}&per=50`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data as Row[];
}

/** A part whose assembly has applications: found through the fitment API like any client would. */
async function partWithInheritedApplications(request: APIRequestContext): Promise<Row> {
  for (let p = 1; p <= 6; p++) {
    for (const row of await products(request, p)) {
      if (row.record_type !== 'Part') continue;
      const apps = (await (
        await request.get(`/api/catalogue/product/${row.id}/vehicle_applications`)
      ).json()) as Apps;
      if (apps.vehicle_applications.some((a) => !a.direct)) return row;
    }
  }
  throw new Error('No part of an assembly with applications in the demo data');
}

function applicationCards(page: Page) {
  return page.locator('section[aria-label^="Application"]');
}

test.describe('the product editor Vehicles tab', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, 'brand@demo.test');
  });

  test('adds three vehicles through the picker, sets a year range and an application attribute', async ({
    page,
  }) => {
    const [row] = (await products(page.request, 1)).filter((r) => r.record_type === 'Part');
    await page.goto(`${row!.url}#vehicles`);
    await expect(page.getByRole('tab', { name: 'Vehicles', selected: true })).toBeVisible();

    await page.getByRole('button', { name: 'Select Vehicles' }).click();
    const picker = page.getByRole('dialog', { name: 'Select Vehicles' });
    await expect(picker).toBeVisible();
    await picker.getByLabel('Search vehicles').fill('ranger');
    await expect(picker.getByRole('button', { name: 'Add 0 Vehicles' })).toBeDisabled();
    const rows = picker
      .getByRole('table', { name: 'Vehicles to select' })
      .getByRole('checkbox', { name: 'Select row' });
    await expect(rows.first()).toBeVisible();
    await expect(picker.getByRole('cell', { name: 'Ranger', exact: true }).first()).toBeVisible();
    for (const i of [0, 1, 2]) await rows.nth(i).check();
    await shot(page, 'picker-desktop');
    await picker.getByRole('button', { name: 'Add 3 Vehicles' }).click();
    await toast(page, 'Vehicle application added to product');
    await expect(picker).toBeHidden();

    // Applications are listed oldest first: the new one is the last of the product's own.
    const card = applicationCards(page).filter({ hasText: 'Direct' }).last();
    await expect(card.getByRole('row')).toHaveCount(4);

    // The year range: a year below the vehicles' first year is refused with the spec's prefix, nothing saved.
    await card.getByRole('button', { name: 'Year Range' }).click();
    const years = page.getByRole('dialog', { name: 'Year Range' });
    await years.getByLabel('Year from').fill('1950');
    await years.getByRole('button', { name: 'Save Year Range' }).click();
    await expect(years.getByRole('alert')).toContainText('Validation error:');
    const hint = await years.getByText(/^Years \d{4} to/).textContent();
    const min = Number(/Years (\d{4})/.exec(hint ?? '')![1]);
    await years.getByLabel('Year from').fill(String(min + 1));
    await years.getByLabel('Month from').fill('3');
    await years.getByRole('button', { name: 'Save Year Range' }).click();
    await toast(page, 'Year range updated');
    await expect(card).toContainText(`Year range: 03/${min + 1}-`);

    await card.getByRole('button', { name: 'Add Attribute' }).click();
    const attr = page.getByRole('dialog', { name: 'Add Attribute' });
    await attr.getByRole('combobox', { name: 'Attribute' }).click();
    await page.getByRole('option', { name: 'Position' }).click();
    await attr.getByRole('textbox', { name: 'Value' }).fill('Front');
    await attr.getByRole('button', { name: 'Add Attribute' }).click();
    await toast(page, 'Vehicle application attribute added');
    await expect(card.getByText('Position: Front')).toBeVisible();
    await shot(page, 'vehicles-tab-desktop');
    await page.setViewportSize(PHONE);
    await expect(card).toBeVisible();
    await shot(page, 'vehicles-tab-phone');

    // The brand's ACES export (decision 0843): the background job, then the file with this product's fitment.
    await page.setViewportSize(DESKTOP);
    await page
      .getByRole('navigation', { name: 'Catalogue menu' })
      .getByRole('link', { name: 'ACES export' })
      .click();
    await expect(page.getByRole('heading', { name: 'ACES Export' })).toBeVisible();
    await page.getByRole('main').getByRole('combobox', { name: 'Brand' }).click();
    await page.getByRole('option', { name: row!.brand.name, exact: true }).click();
    await page.getByRole('button', { name: /^Export( again)?$/ }).click();
    await toast(page, 'ACES export started');
    const aces = page.getByRole('region', { name: 'ACES export' });
    await expect(aces.getByText('Export ready')).toBeVisible({ timeout: 30_000 });
    const download = page.waitForEvent('download');
    await aces.getByRole('link', { name: 'Download XML' }).click();
    const xml = await readFile((await (await download).path())!, 'utf8');
    expect(xml).toContain(`<Part>${row!.sku}</Part>`);
    expect(xml).toContain('<Qual name="Position"><text>Front</text></Qual>');
    await shot(page, 'aces-export-desktop');
    await page.setViewportSize(PHONE);
    await expect(aces).toBeVisible();
    await shot(page, 'aces-export-phone');
  });

  test('shows an inherited application on a part of an assembly and copies it', async ({ page }) => {
    const part = await partWithInheritedApplications(page.request);
    await page.goto(`${part.url}#vehicles`);
    const inherited = applicationCards(page).filter({ hasText: 'Inherited from' }).first();
    await expect(inherited).toBeVisible();
    const title = (await inherited.getAttribute('aria-label'))!;
    const direct = await applicationCards(page).filter({ hasText: 'Direct' }).count();
    await inherited.getByRole('button', { name: 'Copy to this product' }).click();
    await toast(page, 'Vehicle application(s) copied');
    await expect(applicationCards(page).filter({ hasText: 'Direct' })).toHaveCount(direct + 1);
    await expect(
      applicationCards(page)
        .filter({ hasText: 'Direct' })
        .and(page.locator(`[aria-label="${title}"]`))
        .first(),
    ).toBeVisible();
  });
});

test.describe('the vehicle catalogue', () => {
  test('staff create a vehicle and find it in the table', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, 'staff@demo.test');
    await page.goto('/catalogue/admin/vehicles');
    const table = page.getByRole('table', { name: 'Vehicles' });
    await expect(table.getByRole('row').nth(25)).toBeVisible();
    await shot(page, 'admin-vehicles-desktop');

    await page.getByRole('link', { name: 'New Vehicle' }).click();
    await expect(page).toHaveURL(/\/catalogue\/admin\/vehicles\/new$/);
    // Long lists show 8 options: typing narrows them, as a person would.
    const pick = async (label: string, option: string | RegExp, search = '') => {
      const input = page.getByRole('combobox', { name: label, exact: true });
      await input.click();
      if (search) await input.fill(search);
      await page.getByRole('option', { name: option }).first().click();
    };
    await pick('Make', 'Toyota', 'Toyo');
    const series = `E2E${run % 100000}`;
    // A model no one has: created from the selector.
    const model = page.getByRole('combobox', { name: 'Model', exact: true });
    await model.click();
    await model.fill(`Proto ${run % 1000}`);
    await page.getByRole('option', { name: `Proto ${run % 1000} (Create)` }).click();
    await page.getByRole('textbox', { name: 'Series', exact: true }).fill(series);
    await pick('Body', /Utility|Ute/, 'Ut');
    await page.getByRole('textbox', { name: 'Year From', exact: true }).fill('2021');
    await page.getByRole('textbox', { name: 'Cylinders', exact: true }).fill('4');
    await page.getByRole('textbox', { name: 'Engine Capacity (L)', exact: true }).fill('2.8');
    await pick('Transmission', /.+/);
    await pick('Drive Type', /.+/);
    await pick('Fuel Type', 'Diesel', 'Dies');
    await shot(page, 'vehicle-form-desktop');
    await page.getByRole('button', { name: 'Create Vehicle' }).click();
    await toast(page, 'Vehicle created');
    await expect(page).toHaveURL(/\/catalogue\/admin\/vehicles$/);
    await page.getByLabel('Search vehicles').fill(series.toLowerCase());
    await expect(table.getByRole('cell', { name: series, exact: true })).toBeVisible();
    await expect(table.getByText('New', { exact: true })).toBeVisible();
    await page.setViewportSize(PHONE);
    await shot(page, 'admin-vehicles-phone');
  });
});
