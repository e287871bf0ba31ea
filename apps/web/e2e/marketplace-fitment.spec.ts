import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { DEMO_PASSWORD, signIn } from './support/auth.ts';
import {
  DEFAULT_REGISTRY_SEED,
  isRegistered,
  plateOf,
  registeredYear,
  REGISTRY_STATES,
} from '../../server/src/modules/fitment/registry/plates.ts';

// A merchant narrows Source Products to the parts that fit a vehicle: by make, model and year, then by plate.
test.describe.configure({ mode: 'serial' });

const API = '/api/marketplace/v1/marketplace';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
type Option = { id: number; name: string };
/** The make, model and year the first test narrowed to (tests run in order). */
let chosen: { make: Option; model: Option; year: number } | null = null;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/shots/marketplace-fitment-${name}.png`, fullPage: true });
}

async function csrf(request: APIRequestContext) {
  return ((await (await request.get('/api/session')).json()) as { csrf_token: string }).csrf_token;
}

async function hits(request: APIRequestContext, body: Record<string, unknown>) {
  const res = await request.post(`${API}/all-search-results`, {
    headers: { 'x-csrf-token': await csrf(request) },
    data: body,
  });
  return ((await res.json()) as { total_hits: number }).total_hits;
}

/** The first value of a list whose narrowing still finds listings (the demo's listings fit some vehicles). */
async function firstWithHits<T>(
  list: T[],
  body: (v: T) => Promise<Record<string, unknown>> | Record<string, unknown>,
  request: APIRequestContext,
) {
  for (const v of list) if ((await hits(request, await body(v))) > 0) return v;
  throw new Error('no value finds listings');
}

async function pick(page: Page, label: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a merchant finds the parts that fit a make, model and year', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'merchant@demo.test');
  const request = page.request;
  const makes = (await (await request.get(`${API}/vehicles/makes.json`)).json()) as Option[];
  const make = await firstWithHits(makes, (m) => ({ vehicle_make_id: m.id }), request);
  const models = (await (
    await request.get(`${API}/vehicles/models.json?make_id=${make.id}`)
  ).json()) as Option[];
  const model = await firstWithHits(
    models,
    (m) => ({ vehicle_make_id: make.id, vehicle_model_id: m.id }),
    request,
  );
  const { years } = (await (
    await request.get(`${API}/vehicles/years.json?make_id=${make.id}&model_id=${model.id}`)
  ).json()) as { years: number[] };
  const year = await firstWithHits(
    years,
    (y) => ({ vehicle_make_id: make.id, vehicle_model_id: model.id, vehicle_year: y }),
    request,
  );
  const all = await hits(request, {});
  const fitting = await hits(request, {
    vehicle_make_id: make.id,
    vehicle_model_id: model.id,
    vehicle_year: year,
  });
  expect(fitting).toBeLessThan(all);
  chosen = { make, model, year };

  await page.goto('/');
  const status = page.getByRole('status').filter({ hasText: /Showing/ });
  await expect(status).toBeVisible();
  const vehicle = page.getByRole('group', { name: 'Vehicle' });
  await expect(vehicle.getByRole('combobox', { name: 'Model', exact: true })).toBeDisabled();
  await pick(page, 'Make', make.name);
  await pick(page, 'Model', model.name);
  await pick(page, 'Year', String(year));
  await expect(page).toHaveURL(new RegExp(`make=${make.id}.*model=${model.id}.*year=${year}|year=${year}`));
  await expect(status).toContainText(String(fitting));
  await expect(vehicle.getByText('Parts that fit this vehicle')).toBeVisible();
  await shot(page, 'vehicle-desktop');

  // Back from a product: the narrowing is in the URL, so a reload keeps it.
  await page.reload();
  await expect(status).toContainText(String(fitting));
  await page.setViewportSize(PHONE);
  await page.getByText('Filters', { exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Year', exact: true })).toHaveValue(String(year));
  await shot(page, 'vehicle-phone');
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: 'Clear vehicle' }).click();
  await expect(status).toContainText(String(all));
});

test('a merchant with the plate search add-on finds the parts that fit a number plate', async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'merchant@demo.test');
  const request = page.request;
  await page.goto('/');
  const vehicle = page.getByRole('group', { name: 'Vehicle' });
  await vehicle.getByText('Plate', { exact: true }).click();

  // Without the add-on: the message and the way to billing.
  await vehicle.getByRole('textbox', { name: 'Plate' }).fill('ABC123');
  await vehicle.getByRole('combobox', { name: 'State' }).selectOption('QLD');
  await vehicle.getByRole('button', { name: 'Search plate' }).click();
  await expect(vehicle.getByText(/needs the PL8SRCH add-on/)).toBeVisible();
  await expect(vehicle.getByRole('link', { name: 'Go to Billing' })).toBeVisible();

  // The add-on, through billing's sandbox charge.
  const headers = { 'x-csrf-token': await csrf(request) };
  const add = await request.post('/api/marketplace/v1/billing/add-plate-search', {
    headers,
    data: { price: 'plate_search_each' },
  });
  expect(add.ok()).toBe(true);
  const chargeId = new URL(((await add.json()) as { url: string }).url, 'http://x').searchParams.get(
    'charge_id',
  );
  const confirmed = await request.post('/api/marketplace/v1/billing/confirm-charge', {
    headers,
    data: { charge_id: chargeId, approve: true },
  });
  expect(confirmed.ok()).toBe(true);

  // A registered plate of a vehicle the demo's listings fit (set up through the API, not what the journey
  // proves): the vehicles of the make, model and year found above, read through the catalogue as brand@.
  const catalogue = await playwright.request.newContext({ baseURL });
  await catalogue.post('/api/session', { data: { email: 'brand@demo.test', password: DEMO_PASSWORD } });
  const list = (await (
    await catalogue.get(
      `/api/catalogue/vehicles/datatable.json?per=100&exclude_archived=true&filters=${encodeURIComponent(
        `make=${chosen!.make.id},model=${chosen!.model.id},year=${chosen!.year}`,
      )}`,
    )
  ).json()) as { data: { id: number; year_from: number; year_to: number | null }[] };
  await catalogue.dispose();
  let found: { plate: string; state: string; id: number; year: number } | null = null;
  for (const v of list.data) {
    for (const state of REGISTRY_STATES) {
      if (!isRegistered(DEFAULT_REGISTRY_SEED, state, v.id)) continue;
      const year = registeredYear(DEFAULT_REGISTRY_SEED, state, v, new Date().getUTCFullYear());
      if ((await hits(request, { vehicle_id: v.id, vehicle_year: year })) > 0) {
        found = { plate: plateOf(state, v.id)!, state, id: v.id, year };
        break;
      }
    }
    if (found) break;
  }
  expect(found).not.toBeNull();
  const fitting = await hits(request, { vehicle_id: found!.id, vehicle_year: found!.year });

  await page.reload();
  await vehicle.getByText('Plate', { exact: true }).click();
  await vehicle.getByRole('textbox', { name: 'Plate' }).fill(found!.plate.toLowerCase());
  await vehicle.getByRole('combobox', { name: 'State' }).selectOption(found!.state);
  await vehicle.getByRole('button', { name: 'Search plate' }).click();
  await expect(vehicle.getByRole('status')).toContainText(`Fits ${chosen!.make.name} ${chosen!.model.name}`);
  await expect(vehicle.getByRole('status')).toContainText(String(found!.year));
  await expect(page).toHaveURL(new RegExp(`vehicle=${found!.id}`));
  await expect(page.getByRole('status').filter({ hasText: /Showing/ })).toContainText(String(fitting));
  await shot(page, 'plate-desktop');

  // A plate no vehicle is registered with: the message.
  await vehicle.getByRole('textbox', { name: 'Plate' }).fill('Q1');
  await vehicle.getByRole('button', { name: 'Search plate' }).click();
  await expect(vehicle.getByRole('alert')).toHaveText(
    'No vehicle is registered with that plate in that state',
  );

  // The usage shows on the billing screen's add-on.
  const billing = (await (await request.get('/api/marketplace/v1/billing')).json()) as {
    plate_search: { total_usage: number };
  };
  expect(billing.plate_search.total_usage).toBeGreaterThanOrEqual(2);
});
