import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/auth.ts';

// Every main screen at desktop and phone width, each checked for its heading; the pictures are kept for review
// (`SHOTS=/tmp/shots` chooses where).
const dir = process.env.SHOTS ?? path.join(os.tmpdir(), 'partsflow-shots');

const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
] as const;

async function shot(page: Page, name: string) {
  // Let transitions (navbar, notifications) settle.
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test(`screens at ${size.name} width`, async ({ page }) => {
      await page.goto('/sign-in');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await shot(page, `${size.name}-sign-in`);

      await signIn(page, 'staff@demo.test');
      await expect(page).toHaveURL(/\/catalogue\/products$/);
      if (size.name === 'phone') {
        await shot(page, `${size.name}-catalogue`);
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('button', { name: 'Admin' }).click();
        await shot(page, `${size.name}-catalogue-menu-open`);
        await page.getByRole('button', { name: 'Close menu' }).click();
      } else {
        await page.getByRole('button', { name: 'Admin' }).click();
        await shot(page, `${size.name}-catalogue`);
      }

      await page.goto('/marketplace/import');
      await expect(page.getByRole('heading', { level: 1, name: 'Import List' })).toBeVisible();
      await shot(page, `${size.name}-marketplace`);

      await page.goto('/distributor');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await shot(page, `${size.name}-distributor`);

      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot(page, `${size.name}-dashboard`);

      await page.goto('/account#team');
      await expect(page.getByRole('table', { name: 'Team members' })).toBeVisible();
      await shot(page, `${size.name}-account`);

      await page.goto('/account?dialog=invite#team');
      await page.getByRole('dialog').getByRole('checkbox', { name: 'Admin' }).check();
      await shot(page, `${size.name}-account-invite`);

      await page.goto('/account#api-keys');
      await expect(page.getByText('Secret key', { exact: true })).toBeVisible();
      await shot(page, `${size.name}-account-api-keys`);

      await page.goto('/nope');
      await shot(page, `${size.name}-not-found`);

      await page.goto('/dev/mailbox');
      await shot(page, `${size.name}-dev-mailbox`);

      await page.goto('/logout');
      await expect(page).toHaveURL(/\/sign-in$/);
      await signIn(page, 'brand@demo.test');
      await page.goto('/distributor');
      await shot(page, `${size.name}-not-enabled`);
      if (size.name === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await shot(page, `${size.name}-menu-account-links`);
      }
    });
  });
}
