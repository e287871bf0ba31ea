import os from 'node:os';
import path from 'node:path';
import { signIn } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';

const shots = process.env.SHOTS ?? path.join(os.tmpdir(), 'partsflow-shots');

test('a merchant subscribes a store, changes plan, cancels it and sees the cancelled banner', async ({
  page,
}) => {
  await signIn(page, 'merchant@demo.test');
  await page.goto('/marketplace/billing');
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Plan Usage' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Revenue Share Charges' })).toBeVisible();

  // Annual is the default cycle.
  const cycle = page.getByRole('radiogroup', { name: 'Billing cycle' });
  await expect(cycle.getByRole('radio', { name: 'Annual' })).toBeChecked();
  await page.screenshot({ path: `${shots}/desktop-marketplace-billing.png`, fullPage: true });

  // The demo store is on annual Growth. Monthly Growth is a cycle change, through the provider's approval. (Starter
  // is not used: it is closed to teams with catalogued products, which the My Products journey may have made.)
  await cycle.getByText('Monthly').click();
  const growth = page.getByLabel('Growth plan');
  await expect(growth.getByText('/ month')).toBeVisible();
  await growth.getByRole('button', { name: 'Change to Monthly Billing' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  const approval = page.getByRole('dialog', { name: 'Approve charge (billing sandbox)' });
  await expect(approval).toBeVisible();
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Subscribed to Growth')).toBeVisible();
  await expect(growth.getByRole('button', { name: 'Current Subscription' })).toBeDisabled();

  // Scale costs more: Upgrade Plan; annual Growth is then a cycle change away.
  await cycle.getByText('Annual').click();
  await expect(growth.getByRole('button', { name: 'Change to Annual Billing' })).toBeVisible();
  await cycle.getByText('Monthly').click();
  await page.getByLabel('Scale plan').getByRole('button', { name: 'Upgrade Plan' }).click();
  await page.getByRole('dialog', { name: 'Upgrade Plan' }).getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('dialog', { name: 'Approve charge (billing sandbox)' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByText('Subscribed to Scale')).toBeVisible();
  await expect(
    page.getByLabel('Scale plan').getByRole('button', { name: 'Current Subscription' }),
  ).toBeDisabled();
  await expect(growth.getByRole('button', { name: 'Downgrade Plan' })).toBeVisible();
  await expect(page.getByText('of 50000')).toBeVisible();

  // Cancel in the Danger Zone: the cancelled banner with the end date.
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel Subscription' });
  await expect(cancel.getByText('Danger Zone')).toBeVisible();
  await cancel.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(page.getByText('Subscription cancelled.')).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: 'was cancelled on' });
  await expect(banner).toContainText(/The Scale plan for .+ was cancelled on .+\. It ends on .+\d{4}\./);
  await expect(page.getByText("You don't have an active subscription.", { exact: false })).toBeVisible();
  await page.screenshot({ path: `${shots}/desktop-marketplace-billing-cancelled.png`, fullPage: true });

  // 'Using Shopify?'
  await page.getByRole('button', { name: 'Using Shopify?' }).click();
  await expect(page.getByRole('dialog', { name: 'Using Shopify?' })).toContainText('billed by Shopify');
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/phone-marketplace-billing.png`, fullPage: true });
});
