import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { signIn } from './auth.ts';

/** A width and height a set of screens is pictured at. */
export interface ShotSize {
  name: 'desktop' | 'phone';
  width: number;
  height: number;
}

/** The two widths every screen set is pictured at (decision 0017). */
export const SHOT_SIZES: readonly ShotSize[] = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

/** One screen of a set: where it is, what shows it is ready (a heading, a row), what to do before the picture. */
export interface Screen {
  name: string;
  /** Opened with `page.goto`; without it the screen is the one the page shows (after `before`). */
  url?: string;
  ready?: (page: Page, size: ShotSize) => Locator;
  /** Steps after the screen is ready and before the picture (open a menu). */
  before?: (page: Page, size: ShotSize) => Promise<void>;
  /** Steps after the picture (close the menu again). */
  after?: (page: Page, size: ShotSize) => Promise<void>;
  /** Only at this width. */
  only?: ShotSize['name'];
}

/** Where a set of pictures goes: `env` (a variable naming a folder) or the fallback folder, created if missing. */
export function shotDir(env: string | undefined, fallback: string): string {
  const dir = env ? path.resolve(env) : fallback;
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** The folder of the main screens' pictures (`SHOTS=/tmp/shots` chooses another). */
export const screensDir = () => shotDir(process.env.SHOTS, path.join(os.tmpdir(), 'partsflow-shots'));

/**
 * Pictures each screen at each size, full page, named by `file(screen, size)`; each screen must show what its
 * `ready` names before it is pictured. Mantine's transitions (150-250 ms) are let settle first.
 */
export async function capture(
  page: Page,
  screens: Screen[],
  file: (screen: Screen, size: ShotSize) => string,
  sizes: readonly ShotSize[] = SHOT_SIZES,
) {
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const s of screens) {
      if (s.only && s.only !== size.name) continue;
      if (s.url) await page.goto(s.url);
      if (s.ready) await expect(s.ready(page, size).first()).toBeVisible({ timeout: 20_000 });
      await s.before?.(page, size);
      await page.waitForTimeout(300);
      await page.screenshot({ path: file(s, size), fullPage: true });
      await s.after?.(page, size);
    }
  }
}

/** Signs in as `email` in the same page, ending the previous user's session in this browser first. */
export async function switchUser(page: Page, email: string) {
  await page.context().clearCookies();
  await signIn(page, email);
}
