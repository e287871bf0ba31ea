import { expect, test, type Page } from '@playwright/test';
import { signInWithForm as signIn } from './support/auth.ts';

/**
 * The built app runs under the strict Content-Security-Policy (scripts from this origin only, never inline):
 * no violation is reported while signing in and using the catalogue, and the API reference still renders.
 */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) console.push(msg.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ];
}

test('the app signs in and shows the catalogue with no policy violation', async ({ page }) => {
  const violations = await recordViolations(page);
  const response = await page.goto('/sign-in');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");
  await signIn(page, 'brand@demo.test');
  await expect(page).toHaveURL(/\/catalogue\/products$/);
  await expect(page.getByRole('table').first()).toBeVisible();
  await page.getByRole('table').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/edit/);
  await expect(page.getByRole('tab').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the API reference renders under the same policy', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Partsflow API');
  expect(await violations()).toEqual([]);
});
