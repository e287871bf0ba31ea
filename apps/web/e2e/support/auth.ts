import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'partsflow-demo';

/**
 * Signs in through the sign-in page, as a person would. The journeys about signing in (and the screens shown on
 * the way) use this one.
 */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

/**
 * Signs in with what the sign-in form posts (a fresh session of the journey's own, in its browser context), then
 * opens the app's home, which leads to the user's first area as the form does. Journeys that are not about signing
 * in start here: the sign-in page is not loaded and filled in again for each of them (decision 0017).
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  const res = await page.request.post('/api/session', { data: { email, password } });
  expect(res.status(), `sign-in of ${email}: ${await res.text()}`).toBe(200);
  await page.goto('/');
  // The app leads from its home to the user's first area once it has started (as after the form, which waited
  // for the sign-in page to render before typing): wait for that, however long the start takes.
  await page.waitForURL((url) => !/^\/(sign-in)?$/.test(url.pathname));
}
