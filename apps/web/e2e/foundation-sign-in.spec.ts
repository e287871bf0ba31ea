import { expect, test } from './support/fixtures.ts';
import { DEMO_PASSWORD, signInWithForm as signIn } from './support/auth.ts';
import {
  appSwitcher,
  sideMenu,
  signOut,
  switchArea,
  switcherAreas,
  type AreaLabel,
} from './support/shell.ts';

// Imports sits beside Exports: its own page of importers (docs/decisions/0251-catalogue-imports.md); ACES export is
// the brand's fitment file (docs/decisions/0843-aces-export-screen.md).
const CATALOGUE_MENU = ['Products', 'Brands', 'Imports', 'Exports', 'ACES export'];
// The spec's five, then Fulfillments and Stores (docs/decisions/0411-marketplace-menu-extras.md), and Amazon Listings
// (spec 2.7; docs/decisions/0438-amazon-listings.md).
const MARKETPLACE_MENU = [
  'Source Products',
  'Import List',
  'My Products',
  'Distributors',
  'Settings',
  'Fulfillments',
  'Stores',
  'Amazon Listings',
];
// The spec's six, then the back office's settings (docs/decisions/0749-distributor-settings-menu.md).
const DISTRIBUTOR_MENU = [
  'Dashboard',
  'Packaging',
  'Locations',
  'Inventory',
  'Pricing',
  'Payments',
  'Settings',
];

// brand@demo.test is also in a merchant team: the team switcher test below covers it.
const DEMO_USERS: { email: string; areas: AreaLabel[]; landing: RegExp; menu: string[] }[] = [
  { email: 'brand@demo.test', areas: ['Catalogue'], landing: /\/catalogue\/products$/, menu: CATALOGUE_MENU },
  {
    email: 'brand2@demo.test',
    areas: ['Catalogue'],
    landing: /\/catalogue\/products$/,
    menu: CATALOGUE_MENU,
  },
  { email: 'merchant@demo.test', areas: ['Marketplace'], landing: /\/marketplace$/, menu: MARKETPLACE_MENU },
  { email: 'merchant2@demo.test', areas: ['Marketplace'], landing: /\/marketplace$/, menu: MARKETPLACE_MENU },
  {
    email: 'distributor@demo.test',
    areas: ['Distributor'],
    landing: /\/distributor$/,
    menu: DISTRIBUTOR_MENU,
  },
  {
    email: 'distributor2@demo.test',
    areas: ['Distributor'],
    landing: /\/distributor$/,
    menu: DISTRIBUTOR_MENU,
  },
];

/** A side menu link's text: its label, followed by a count badge's figure when it has one (2, 1.2k). */
function menuLink(label: string): RegExp {
  return new RegExp(`^${label}([\\d.]+[kMBT]?)?$`);
}

test.describe('signing in as each demo user', () => {
  for (const user of DEMO_USERS) {
    test(`${user.email} sees only ${user.areas.join(', ')} and its side menu, then signs out`, async ({
      page,
    }) => {
      await signIn(page, user.email);
      await expect(page).toHaveURL(user.landing);

      expect(await switcherAreas(page)).toEqual(user.areas);
      const area = user.areas[0]!;
      // A link's text may end with its count badge ('Import List8'): the label, then at most a count.
      await expect(sideMenu(page, area).getByRole('link')).toHaveText(user.menu.map(menuLink));
      // No admin pages for brand teams.
      await expect(page.getByRole('button', { name: 'Admin' })).toHaveCount(0);
      // Only people in several teams get the team switcher.
      await expect(page.getByRole('combobox', { name: 'Team' })).toHaveCount(
        user.email === 'brand@demo.test' ? 1 : 0,
      );

      await signOut(page);
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/sign-in\?next=%2Fdashboard$/);
    });
  }

  test('staff sees every area, switches catalogue → marketplace → distributor and signs out', async ({
    page,
  }) => {
    await signIn(page, 'staff@demo.test');
    await expect(page).toHaveURL(/\/catalogue\/products$/);
    expect(await switcherAreas(page)).toEqual(['Catalogue', 'Marketplace', 'Distributor']);

    const catalogue = sideMenu(page, 'Catalogue');
    await expect(catalogue.getByRole('link')).toHaveText(CATALOGUE_MENU);
    await catalogue.getByRole('button', { name: 'Admin' }).click();
    await expect(catalogue.getByRole('link')).toHaveText([
      ...CATALOGUE_MENU,
      'Vehicles',
      'External vehicles',
      'Attributes',
      'Data exports',
    ]);
    await catalogue.getByRole('link', { name: 'Vehicles', exact: true }).click();
    await expect(page).toHaveURL(/\/catalogue\/admin\/vehicles$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible();

    await switchArea(page, 'Marketplace');
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect(appSwitcher(page)).toHaveText(/Marketplace/);
    await expect(sideMenu(page, 'Marketplace').getByRole('link')).toHaveText(MARKETPLACE_MENU.map(menuLink));
    await expect(page.getByRole('heading', { level: 1, name: 'Source Products' })).toBeVisible();

    await switchArea(page, 'Distributor');
    await expect(page).toHaveURL(/\/distributor$/);
    await expect(sideMenu(page, 'Distributor').getByRole('link')).toHaveText(DISTRIBUTOR_MENU);
    await sideMenu(page, 'Distributor').getByRole('link', { name: 'Locations' }).click();
    await expect(page).toHaveURL(/\/distributor\/locations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();

    await signOut(page);
  });

  test('a marketplace count badge shows a count it has and stays hidden while it has none', async ({
    page,
  }) => {
    await signIn(page, 'merchant@demo.test');
    const menu = sideMenu(page, 'Marketplace');
    // The demo merchant has drafts in its import list; My Products shows the count the server gives (0 until the
    // merchant runs Sync All), then keeps it live.
    await expect(menu.getByRole('link', { name: /^Import List/ }).getByTestId('count-badge')).toHaveText(
      /^\d+$/,
    );
    await expect(menu.getByRole('link', { name: 'My Products' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'My Products' }).getByTestId('count-badge')).toHaveText(
      /^\d+$/,
    );
  });

  test('a wrong password shows the server message and stays on the sign-in page', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill('distributor2@demo.test');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/sign-in$/);
    // The form validates with the contract schema before asking the server.
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await page.getByLabel('Email').fill('distributor2@demo.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/distributor$/);
  });

  test('a team without the service sees that it is not enabled; staff can open it', async ({ page }) => {
    await signIn(page, 'brand@demo.test');
    await page.goto('/distributor/inventory');
    await expect(
      page.getByRole('heading', { name: 'This service is not enabled for your team' }),
    ).toBeVisible();
    await expect(sideMenu(page, 'Distributor')).toHaveCount(0);
    await page.goto('/catalogue/admin/vehicles');
    await expect(page.getByRole('heading', { name: 'This page is for Partsflow staff' })).toBeVisible();
    await signOut(page);

    await signIn(page, 'staff@demo.test');
    await page.goto('/distributor/inventory');
    await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
  });
});

test('brand@demo.test switches team and the areas shown follow the team', async ({ page }) => {
  await signIn(page, 'brand@demo.test');
  await expect(page).toHaveURL(/\/catalogue\/products$/);
  const teamSwitcher = page.getByRole('combobox', { name: 'Team' });
  await expect(teamSwitcher).toHaveValue('Apex Brake Co');

  await teamSwitcher.click();
  await expect(page.getByRole('option')).toHaveText(['Apex Brake Co', 'Redline Auto Parts']);
  await page.getByRole('option', { name: 'Redline Auto Parts' }).click();
  await expect(page).toHaveURL(/\/marketplace$/);
  await expect(teamSwitcher).toHaveValue('Redline Auto Parts');
  expect(await switcherAreas(page)).toEqual(['Marketplace']);
  await expect(sideMenu(page, 'Marketplace')).toBeVisible();

  await page.goto('/dashboard');
  const services = page.getByRole('region', { name: 'Services' });
  await expect(services.getByRole('img', { name: 'Marketplace: yes' })).toBeVisible();
  await expect(services.getByRole('img', { name: 'Catalogue: no' })).toBeVisible();

  await teamSwitcher.click();
  await page.getByRole('option', { name: 'Apex Brake Co' }).click();
  await expect(page).toHaveURL(/\/catalogue\/products$/);
  expect(await switcherAreas(page)).toEqual(['Catalogue']);
});
