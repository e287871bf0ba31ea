import { expect, test } from './support/fixtures.ts';
import { DEMO_PASSWORD, signInWithForm as signIn } from './support/auth.ts';
import { openLatestMail } from './support/shell.ts';

// A user no other journey signs in as, so changing its password affects nobody else.
const EMAIL = 'brand3@demo.test';
const NEW_PASSWORD = 'outback-shocks-2024';

test('forgot password: the link arrives in the dev mailbox and sets a new password', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText("If an account exists for that email, we've sent a link to reset your password."),
  ).toBeVisible();

  const mail = await openLatestMail(page, EMAIL, /Reset your Partsflow password/);
  await mail.getByRole('link', { name: /\/reset-password\// }).click();
  await expect(page).toHaveURL(/\/reset-password\/[^/]+$/);

  // The contract's rules are checked in the browser first.
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('different');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password must be at least 10 characters')).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();

  // The old password no longer works; the new one does.
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');

  await signIn(page, EMAIL, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/catalogue\/products$/);
});

test('a used or unknown reset link says it is invalid', async ({ page }) => {
  await page.goto('/reset-password/not-a-real-token');
  await page.getByLabel('New password', { exact: true }).fill('long-enough-password');
  await page.getByLabel('Confirm new password').fill('long-enough-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This link is invalid or has expired');
});
