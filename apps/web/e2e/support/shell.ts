import { expect, type Locator, type Page } from '@playwright/test';

export type AreaLabel = 'Catalogue' | 'Marketplace' | 'Distributor';

/** The top bar's application switcher button. */
export function appSwitcher(page: Page): Locator {
  return page.getByRole('button', { name: /switch application/i });
}

/** Opens the application switcher and returns the names of the areas it offers. */
export async function switcherAreas(page: Page): Promise<string[]> {
  await appSwitcher(page).click();
  const items = page.getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  const names = (await items.allInnerTexts()).map((t) => t.trim());
  await page.keyboard.press('Escape');
  await expect(items).toHaveCount(0);
  return names;
}

/** Chooses an area in the application switcher. */
export async function switchArea(page: Page, area: AreaLabel) {
  await appSwitcher(page).click();
  await page.getByRole('menuitem', { name: area }).click();
}

/** The side menu of an area ("Catalogue menu"). */
export function sideMenu(page: Page, area: AreaLabel): Locator {
  return page.getByRole('navigation', { name: `${area} menu` });
}

/** Signs out through the top bar (or the phone menu) and checks the sign-in page shows. */
export async function signOut(page: Page) {
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}

/** The newest message to `to` in the development mailbox; returns its first link's href. */
export async function openLatestMail(page: Page, to: string, subject: RegExp): Promise<Locator> {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  const message = page.getByRole('article').filter({ hasText: subject }).first();
  await expect(message).toBeVisible();
  return message;
}
