import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/auth.ts';
import { openLatestMail, sideMenu, switcherAreas } from './support/shell.ts';

test('an admin invites a member who accepts in a fresh browser and lands signed in', async ({
  page,
  browser,
}) => {
  const email = `ivy.${Date.now()}@demo.test`;
  await signIn(page, 'brand@demo.test');
  await page.getByRole('link', { name: 'Account' }).click();
  await page.getByRole('tab', { name: 'Team members' }).click();
  await expect(page).toHaveURL(/\/account#team$/);
  await expect(page.getByRole('table', { name: 'Team members' })).toContainText('viewer@demo.test');

  await page.getByRole('button', { name: 'Invite Team Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Team Member' });
  await dialog.getByLabel('Name').fill('Ivy Invitee');
  await dialog.getByLabel('Email').fill(email);

  // Ticking Admin ticks the rest; unticking one of them clears Admin (marketplace spec 2.3).
  const role = (name: string) => dialog.getByRole('checkbox', { name });
  await expect(role('Admin')).not.toBeChecked();
  await role('Admin').check();
  for (const r of ['Editor', 'Viewer', 'Billing']) await expect(role(r)).toBeChecked();
  await role('Viewer').uncheck();
  await expect(role('Admin')).not.toBeChecked();
  await expect(role('Editor')).toBeChecked();

  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('New Team Member successfully invited')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByRole('img', { name: 'Editor: yes' })).toBeVisible();
  await expect(row.getByRole('img', { name: 'Viewer: no' })).toBeVisible();
  await expect(row.getByRole('img', { name: 'Admin: no' })).toBeVisible();

  // Inviting the same person again is refused with the server's message.
  await page.getByRole('button', { name: 'Invite Team Member' }).click();
  await dialog.getByLabel('Name').fill('Ivy Again');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('That person is already a member of this team');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const invitee = await browser.newContext();
  try {
    const fresh = await invitee.newPage();
    const mail = await openLatestMail(fresh, email, /invited to Apex Brake Co/);
    await mail.getByRole('link', { name: /\/accept-invitation\// }).click();
    await expect(fresh.getByRole('heading', { name: 'Join Apex Brake Co' })).toBeVisible();
    const acceptUrl = fresh.url();
    await expect(fresh.getByLabel('Email')).toHaveValue(email);
    await expect(fresh.getByLabel('Name')).toHaveValue('Ivy Invitee');
    await fresh.getByLabel('Password', { exact: true }).fill('ivy-secret-password');
    await fresh.getByLabel('Confirm password').fill('ivy-secret-password');
    await fresh.getByRole('button', { name: 'Accept invitation' }).click();

    await expect(fresh).toHaveURL(/\/catalogue\/products$/);
    expect(await switcherAreas(fresh)).toEqual(['Catalogue']);
    await expect(sideMenu(fresh, 'Catalogue')).toBeVisible();
    // The link works once.
    await fresh.goto(acceptUrl);
    await expect(fresh.getByRole('alert')).toContainText('This link is invalid or has expired');
  } finally {
    await invitee.close();
  }
});
