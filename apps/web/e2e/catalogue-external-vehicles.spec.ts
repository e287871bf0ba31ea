import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/auth.ts';

// Issue 17 item 3: staff link an external vehicle, override one attribute and reindex; the external vehicles
// list, its Edit modal, the translation editor and the body-term table.
test.describe.configure({ mode: 'serial' });

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/shots/external-${name}.png`, fullPage: true });
}
async function toast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

interface Link {
  id: number;
  approved: boolean | null;
  source: string;
  external_vehicle: { external_id: string; variant: string | null };
}
interface LinksView {
  needs_reindex: boolean;
  vehicle: { id: number; variant: string | null };
  links: Link[];
}

/** A demo Hilux with an unconfirmed candidate whose variant differs from its own: found through the API. */
async function vehicleToLink(request: APIRequestContext) {
  const res = await request.get('/api/admin/vehicles/datatable.json?query=hilux&per=25&page=1');
  expect(res.ok()).toBeTruthy();
  for (const v of (await res.json()).data as { id: number }[]) {
    const view = (await (
      await request.get(`/api/admin/vehicles/${v.id}/external_links.json`)
    ).json()) as LinksView;
    if (view.needs_reindex) continue;
    const link = view.links.find(
      (l) =>
        l.approved === null &&
        l.external_vehicle.variant &&
        l.external_vehicle.variant !== view.vehicle.variant,
    );
    if (link) return { vehicleId: v.id, link };
  }
  throw new Error('No demo Hilux with an unconfirmed external candidate');
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'staff@demo.test');
});

test('staff link an external vehicle, override one attribute and reindex', async ({ page }) => {
  const { vehicleId, link } = await vehicleToLink(page.request);
  const name = `${link.source} ${link.external_vehicle.external_id}`;
  await page.goto(`/catalogue/admin/vehicles/${vehicleId}/edit`);
  await page.getByRole('link', { name: 'Link External Vehicles' }).click();
  await expect(page.getByRole('heading', { name: 'Link External Vehicles' })).toBeVisible();
  const card = page.getByRole('region', { name: `Candidate ${name}` });
  await expect(card).toBeVisible();
  await expect(card.getByText(/^\d+%$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Vehicle' })).toBeDisabled();
  await shot(page, 'linking-desktop');

  await card.getByRole('button', { name: `Approve ${name}` }).click();
  await toast(page, 'Vehicle linked');
  await expect(card.getByText('Linked', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `Approve ${name}` })).toBeDisabled();
  await expect(page.getByText('Needs Reindexing')).toBeVisible();
  // Approved links come first.
  await expect(page.locator('section[aria-label^="Candidate"]').first()).toHaveAttribute(
    'aria-label',
    `Candidate ${name}`,
  );

  await card.getByRole('switch', { name: `Use Variant of ${name}` }).click({ force: true });
  await toast(page, 'Override saved');
  await expect(card.getByRole('switch', { name: `Use Variant of ${name}` })).toBeChecked();

  await page.getByRole('button', { name: 'Update Vehicle' }).click();
  await toast(page, 'Reindex started');
  await expect(page.getByText('Needs Reindexing')).toBeHidden({ timeout: 30_000 });
  const platform = page.getByRole('region', { name: 'Platform vehicle' });
  await expect(
    platform.getByRole('row', { name: new RegExp(`Variant ${escape(link.external_vehicle.variant!)}`) }),
  ).toBeVisible();
  await shot(page, 'linking-reindexed-desktop');

  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(card).toBeVisible();
  await shot(page, 'linking-phone');
});

test('staff edit an external vehicle, translate its cells and a body term', async ({ page }) => {
  await page.goto('/catalogue/admin/external_vehicles');
  await expect(page.getByRole('heading', { name: 'External Vehicles' })).toBeVisible();
  await page.getByLabel('Search external vehicles').fill('ranger');
  const table = page.getByRole('table', { name: 'External vehicles' });
  await expect(table.getByRole('row').nth(1)).toContainText(/ranger/i);
  await shot(page, 'list-desktop');

  const edit = table.getByRole('button', { name: /^Edit / }).first();
  await edit.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Variant').fill('XLT 3.2 Dual Cab');
  await shot(page, 'edit-desktop');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'External vehicle updated');
  await expect(table).toContainText('XLT 3.2 Dual Cab');

  await table
    .getByRole('link', { name: /^Translations of / })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Vehicle Translations' })).toBeVisible();
  const grid = page.getByRole('table', { name: /^Translations of / });
  await grid.getByRole('textbox', { name: 'Vehicle Series' }).fill('PX MKII');
  const seriesRow = grid.getByRole('row', { name: /^Series/ });
  await expect(seriesRow).toContainText('PX MKII');
  await expect(seriesRow).toContainText('vehicle');
  await page.getByRole('button', { name: 'Save Translations' }).click();
  await toast(page, 'Translations saved');
  await shot(page, 'translations-desktop');
  await page.setViewportSize(PHONE);
  await shot(page, 'translations-phone');
  await page.setViewportSize(DESKTOP);

  await page.goto('/catalogue/admin/external_vehicles/body_terms?source=OSCAR');
  await expect(page.getByRole('heading', { name: 'Body Terms' })).toBeVisible();
  const select = page.getByRole('combobox', { name: 'Platform body for OSCAR UTE' });
  // Long lookups show 8 options at a time and are narrowed by typing (LIST_SELECT).
  await select.fill('Util');
  await page.getByRole('option', { name: 'Utility', exact: true }).click();
  await toast(page, 'Term translation saved');
  await expect(page.getByText(/^1 of \d+ terms translated$/)).toBeVisible();
  await shot(page, 'body-terms-desktop');
  await page.setViewportSize(PHONE);
  await shot(page, 'body-terms-phone');
});

function escape(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
