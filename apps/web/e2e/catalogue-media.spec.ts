import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/auth.ts';

// One product's media is built up from test to test, so the tests run in order.
test.describe.configure({ mode: 'serial' });

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

interface Row {
  id: number;
  sku: string;
  url: string;
  has_media: boolean;
  image_url: string | null;
}

let product: Row;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/shots/catalogue-media-${name}.png`, fullPage: true });
}

async function toast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

/** A demo product without media yet, found through the list API as any client would. */
async function productWithoutMedia(request: APIRequestContext): Promise<Row> {
  const res = await request.get('/api/catalogue/products/datatable.json?page=1&per=50');
  expect(res.ok()).toBeTruthy();
  const row = ((await res.json()).data as Row[]).find((r) => !r.has_media);
  if (!row) throw new Error('every demo product on the first page has media');
  return row;
}

const png = (color: string) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: color } })
    .png()
    .toBuffer();

async function chooseFile(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
}

async function chooseType(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Media type' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

function mediaCard(page: Page, fileName: string) {
  return page.getByRole('article', { name: fileName });
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'brand@demo.test');
});

test('uploads an image and a PDF, refuses a wrong file, makes another image primary', async ({ page }) => {
  product = await productWithoutMedia(page.request);
  await page.goto(`${product.url}#media`);
  await expect(page.getByRole('tab', { name: 'Media', selected: true })).toBeVisible();
  await expect(page.getByText('No media yet.', { exact: false })).toBeVisible();
  // Upload stays disabled until a file is chosen.
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();

  // A file of the wrong type is refused in the browser with the first reason, and nothing is chosen.
  await chooseFile(page, 'photo.gif', 'image/gif', Buffer.from('GIF89a'));
  await expect(
    page.getByRole('alert').filter({ hasText: 'Image files must be .jpg, .jpeg, .png' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();

  await chooseFile(page, 'front.png', 'image/png', await png('#c0392b'));
  await expect(page.getByRole('img', { name: 'Preview of front.png' })).toBeVisible();
  await shot(page, 'chosen-desktop');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await toast(page, 'Media uploaded');
  await expect(mediaCard(page, 'front.png').getByText('Primary')).toBeVisible();
  await expect(mediaCard(page, 'front.png').getByRole('img', { name: 'front.png' })).toHaveJSProperty(
    'complete',
    true,
  );

  await chooseType(page, 'Document');
  await expect(page.getByText('PDF up to 10MB')).toBeVisible();
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  await chooseFile(page, 'fitting-guide.pdf', 'application/pdf', pdf);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await toast(page, 'Media uploaded');
  await expect(mediaCard(page, 'fitting-guide.pdf')).toBeVisible();
  await expect(mediaCard(page, 'fitting-guide.pdf').getByRole('link', { name: 'Open' })).toHaveAttribute(
    'href',
    /\/api\/catalogue\/media\/\d+\/file$/,
  );

  await chooseType(page, 'Image');
  await chooseFile(
    page,
    'side.jpg',
    'image/jpeg',
    await sharp(await png('#2980b9'))
      .jpeg()
      .toBuffer(),
  );
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await toast(page, 'Media uploaded');
  await expect(mediaCard(page, 'side.jpg')).toBeVisible();
  await expect(mediaCard(page, 'side.jpg').getByText('Primary')).toHaveCount(0);

  await page.getByRole('button', { name: 'Make side.jpg the primary image' }).click();
  await toast(page, 'Primary image updated');
  await expect(mediaCard(page, 'side.jpg').getByText('Primary')).toBeVisible();
  await expect(mediaCard(page, 'front.png').getByText('Primary')).toHaveCount(0);
  // The primary image comes first.
  await expect(page.getByRole('article').first()).toHaveAccessibleName('side.jpg');

  await page.getByRole('button', { name: 'Preview side.jpg' }).click();
  const preview = page.getByRole('dialog', { name: 'side.jpg' });
  await expect(preview.getByRole('img', { name: 'Preview of side.jpg' })).toBeVisible();
  await shot(page, 'preview-desktop');
  await page.keyboard.press('Escape');
  await shot(page, 'tab-desktop');
});

test('deletes a media item after confirming and the list shows the primary image', async ({ page }) => {
  await page.goto(`${product.url}#media`);
  await page.getByRole('button', { name: 'Delete fitting-guide.pdf' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete media' });
  await expect(confirm).toContainText('Are you sure you want to delete fitting-guide.pdf?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Media removed');
  await expect(mediaCard(page, 'fitting-guide.pdf')).toHaveCount(0);

  await page.goto('/catalogue/products');
  await page.getByPlaceholder('Keyword Search...').fill(product.sku);
  const thumb = page.getByRole('img', { name: `${product.sku} primary image` });
  await expect(thumb).toBeVisible();
  await expect(thumb).toHaveJSProperty('naturalWidth', 160);
  await shot(page, 'list-desktop');
});

test('phone layout of the Media tab', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${product.url}#media`);
  await expect(page.getByRole('combobox', { name: 'Product sections' })).toHaveValue('Media');
  await expect(mediaCard(page, 'side.jpg')).toBeVisible();
  await shot(page, 'tab-phone');
});
