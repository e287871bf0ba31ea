import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/auth.ts';
import { openLatestMail, signOut } from './support/shell.ts';

const SHOTS = '/tmp/shots';
// The first visit of a page loads its code: allow for a busy machine.
const PAGE_LOAD = { timeout: 30_000 };
test.describe.configure({ timeout: 240_000 });

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const [label, size] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/merchant-account-${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a new merchant signs up, sets a password from the mailbox and lands in the marketplace', async ({
  page,
}) => {
  const stamp = Date.now();
  const email = `nina.${stamp}@newparts.test`;
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByRole('heading', { name: 'Account Setup' })).toBeVisible();

  // All three fields are required.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(3);
  await shoot(page, 'sign-up');

  await page.getByLabel('Your Name').fill('Nina New');
  await page.getByLabel('Company Name').fill(`New Parts ${stamp}`);
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Account updated')).toBeVisible();
  // Redirected after 1.5 s to the returned url.
  await expect(page).toHaveURL(/\/sign-up\/check-email/, PAGE_LOAD);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // The same email again: a clear error, nothing created.
  await page.goto('/sign-up');
  await page.getByLabel('Your Name').fill('Nina Again');
  await page.getByLabel('Company Name').fill('Copy Parts');
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('There was an error updating your account')).toBeVisible();
  await expect(page.getByText('An account with this email already exists.', { exact: false })).toBeVisible();

  const mail = await openLatestMail(page, email, /Set your Partsflow password/);
  await mail.getByRole('link', { name: /\/accept-invitation\// }).click();
  await expect(page.getByRole('heading', { name: `Join New Parts ${stamp}` })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('nina-secret-password');
  await page.getByLabel('Confirm password').fill('nina-secret-password');
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(/\/marketplace/, PAGE_LOAD);

  // The account page shows the onboarding steps, none done yet, and the sandbox store's read-only domain.
  await page.goto('/account');
  const steps = page.getByLabel('Getting started');
  await expect(steps).toContainText('Find Products', PAGE_LOAD);
  await expect(steps).toContainText('Request Fulfilment');
  await shoot(page, 'onboarding');
  await page.getByRole('tab', { name: 'Domains' }).click();
  await expect(page.getByText('Read-only')).toBeVisible();
  await shoot(page, 'domains');
});

test('an admin invites a member who accepts; a viewer cannot manage members; removal ends their session', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const email = `vic.${stamp}@redline.test`;
  await signIn(page, 'merchant@demo.test');
  await page.goto('/account#team');
  await page.getByRole('button', { name: 'Invite Team Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Team Member' });
  await dialog.getByLabel('Name').fill(`Vic ${stamp}`);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('checkbox', { name: 'Viewer' }).check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('New Team Member successfully invited')).toBeVisible();
  await shoot(page, 'team');

  const other = await browser.newContext();
  try {
    const vic = await other.newPage();
    await vic.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    const mail = vic.getByRole('article').filter({ hasText: /invited to Redline Auto Parts/ });
    await expect(mail).toBeVisible(PAGE_LOAD);
    await mail.getByRole('link', { name: /\/accept-invitation\// }).click();
    await expect(vic.getByLabel('Password', { exact: true })).toBeVisible(PAGE_LOAD);
    await vic.getByLabel('Password', { exact: true }).fill('vic-secret-password');
    await vic.getByLabel('Confirm password').fill('vic-secret-password');
    await vic.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(vic).toHaveURL(/\/marketplace/, PAGE_LOAD);

    // A viewer sees the team but cannot invite or remove anyone.
    await vic.goto('/account#team');
    await expect(vic.getByRole('table', { name: 'Team members' })).toContainText(email, PAGE_LOAD);
    await expect(vic.getByRole('button', { name: 'Invite Team Member' })).toHaveCount(0);
    await expect(vic.getByRole('button', { name: /^Remove / })).toHaveCount(0);

    // The admin removes the member after the spec's confirmation; the member's session ends at once.
    await page.reload();
    await page.getByRole('button', { name: `Remove Vic ${stamp}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove team member' });
    await expect(confirm).toContainText('This team member will be removed! Do you really want to proceed?');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('table', { name: 'Team members' })).not.toContainText(email);

    await vic.reload();
    await expect(vic).toHaveURL(/\/sign-in/, PAGE_LOAD);
  } finally {
    await other.close();
  }
});

test('company business ids: valid ones are accepted, invalid ones refused and nothing saved', async ({
  page,
}) => {
  await signIn(page, 'merchant2@demo.test');
  await page.goto('/account#company');
  const panel = page.getByRole('tabpanel', { name: 'Company' });
  await expect(panel.getByLabel('Legal Business Name')).toBeVisible(PAGE_LOAD);
  await panel.getByLabel('Legal Business Name').fill('Coastal 4x4 Supplies Pty Ltd');
  await panel.getByRole('button', { name: 'Add business ID' }).click();
  await panel.getByLabel('Business ID 1 type').click();
  await page.getByRole('option', { name: /Australian Business Number/ }).click();
  // A wrong check digit is refused on the form and nothing is sent.
  await panel.getByLabel('Business ID 1 value').fill('51 824 753 557');
  await expect(panel.getByText('This is not a valid Australian Business Number (AU ABN)')).toBeVisible();
  await panel.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Company details updated')).toHaveCount(0);

  await panel.getByLabel('Business ID 1 value').fill('51 824 753 556');
  await expect(panel.getByText('This is not a valid', { exact: false })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Add business ID' }).click();
  await panel.getByLabel('Business ID 2 type').click();
  // A type cannot be chosen twice: the ABN is not offered again.
  const vat = page.getByRole('option', { name: /European VAT number/ });
  await expect(vat).toBeVisible();
  const openList = page.getByRole('listbox').filter({ has: vat });
  await expect(openList.getByRole('option', { name: /Australian Business Number/ })).toHaveCount(0);
  await vat.click();
  await panel.getByLabel('Business ID 2 value').fill('de129273398');
  await expect(panel.getByLabel('Business ID 2 value')).toHaveValue('DE129273398');
  await panel.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Company details updated')).toBeVisible();
  await shoot(page, 'company');

  await page.reload();
  await expect(page.getByRole('tabpanel', { name: 'Company' }).getByLabel('Business ID 2 value')).toHaveValue(
    'DE129273398',
  );
  await signOut(page);
});
