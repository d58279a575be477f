import { expect, test, type Page } from '../support/test.ts';
import sharp from 'sharp';
import { STORE_ABOUT_PATH, STORE_PRODUCT } from '../peers/store.ts';
import { isDesktop, logInWithPassword } from '../support/auth.ts';
import { drag } from '../support/drag.ts';
import { storeOrigin } from '../support/ports.ts';

test.skip(isDesktop, 'the add-product journey runs at phone size');

/** A seeded stylist: verified, so creating and liking are allowed. */
const stylist = { email: 'amaraedits@demo.stylebook.local', password: 'stylebook-demo' };

/** Create › Product from the bottom navigation: the New product sheet, asking for a store link. */
async function openNewProductSheet(page: Page) {
  await page
    .getByRole('navigation', { name: 'Bottom navigation' })
    .getByRole('button', { name: 'Create' })
    .click();
  await page.getByRole('menuitem', { name: /Product/ }).click();
  return page.getByRole('dialog', { name: 'New product' });
}

async function photoFromDisk(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 1200, channels: 3, background: '#b5651d' } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

test('paste a store link, edit what was scraped, reorder and upload, create, then like it', async ({
  page,
}) => {
  await logInWithPassword(page, stylist);

  const urlSheet = await openNewProductSheet(page);
  await urlSheet.getByRole('button', { name: 'Add' }).click();
  await expect(urlSheet.getByText('Product URL is required')).toBeVisible();
  await urlSheet.getByLabel('Enter Product URL').fill('not a link');
  await urlSheet.getByRole('button', { name: 'Add' }).click();
  await expect(urlSheet.getByText('Please enter a valid URL')).toBeVisible();

  await urlSheet.getByLabel('Enter Product URL').fill(`${storeOrigin}${STORE_PRODUCT.path}?utm_source=e2e`);
  await urlSheet.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('button', { name: /^Adding\.\.\. \(\ds\)$/ })).toBeDisabled();

  const form = page.getByRole('dialog', { name: 'Create Product' });
  await expect(form).toBeVisible({ timeout: 20_000 });
  await expect(form.getByLabel('Brand')).toHaveValue(STORE_PRODUCT.brand);
  await expect(form.getByLabel('Description')).toHaveValue(STORE_PRODUCT.name);
  await expect(form.getByLabel('Price')).toHaveValue(String(STORE_PRODUCT.price));
  await expect(form.getByRole('button', { name: 'Currency' })).toContainText('EUR');
  await expect(form.getByRole('button', { name: /^Remove image/ })).toHaveCount(3);

  // Every message of the product form, then back to valid values.
  const create = form.getByRole('button', { name: 'Create' });
  await form.getByLabel('Brand').fill('');
  await form.getByLabel('Brand').blur();
  await expect(form.getByText('Brand is required')).toBeVisible();
  await form.getByLabel('Price').fill('0');
  await form.getByLabel('Price').blur();
  await expect(form.getByText('Price must be positive')).toBeVisible();
  await expect(create).toBeDisabled();
  await form.getByLabel('Brand').fill('Atelier Nord Studio');
  await form.getByLabel('Price').fill('175');
  await form.getByLabel('Price').blur();
  await form.getByRole('button', { name: 'Currency' }).click();
  await page.getByRole('option', { name: /GBP/ }).click();
  await form.getByText('Womenswear', { exact: true }).click();

  // Reorder: the second scraped photo becomes the cover.
  const secondSrc = await form
    .getByLabel(/^Image 2\b/)
    .locator('img')
    .getAttribute('src');
  await drag(page, form.getByLabel(/^Image 2\b/), form.getByLabel(/^Image 1\b/));
  await expect(form.getByLabel(/^Image 1\b/).locator('img')).toHaveAttribute('src', secondSrc!);

  // A file that is not an image is refused by name; a photo from disk uploads.
  const picker = form.getByLabel('Add images');
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(form.getByText('Upload errors:')).toBeVisible();
  await expect(form.getByText('notes.txt: Please select an image file')).toBeVisible();
  await picker.setInputFiles({
    name: 'mirror-selfie.jpg',
    mimeType: 'image/jpeg',
    buffer: await photoFromDisk(),
  });
  await expect(form.getByRole('button', { name: /^Remove image/ })).toHaveCount(4);
  await expect(form.getByLabel(/uploading/)).toHaveCount(0, { timeout: 20_000 });

  await expect(create).toBeEnabled();
  await create.click();

  // Creating opens the add-to-collection step (docs/product.md §6); Done leaves it for the product page.
  const addToCollection = page.getByRole('dialog', { name: 'Add to collection' });
  await expect(addToCollection).toBeVisible();
  await addToCollection.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: STORE_PRODUCT.name })).toBeVisible();
  await expect(page.getByText('Atelier Nord Studio', { exact: false }).first()).toBeVisible();
  // The product's own price: "More like this" below may show another product at the same price.
  await expect(page.getByTestId('product-price')).toContainText('£175');

  const like = page.getByRole('button', { name: 'Like' });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  const liked = page.waitForResponse(
    (response) => response.url().endsWith('/like') && response.request().method() === 'POST',
  );
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('like-count')).toHaveText('1');
  // The heart fills at once; the like is kept once the server has answered, and a reload before that drops it.
  expect((await liked).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('like-count')).toHaveText('1');
});

test('the image rules of the product form', async ({ page }) => {
  await logInWithPassword(page, stylist);
  const urlSheet = await openNewProductSheet(page);
  await urlSheet.getByLabel('Enter Product URL').fill(`${storeOrigin}${STORE_PRODUCT.path}`);
  await urlSheet.getByRole('button', { name: 'Add' }).click();
  const form = page.getByRole('dialog', { name: 'Create Product' });
  await expect(form).toBeVisible({ timeout: 20_000 });

  for (let count = 3; count > 0; count--) {
    await form.getByRole('button', { name: 'Remove image 1', exact: true }).click();
  }
  await expect(form.getByText('Please add at least one image')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Create' })).toBeDisabled();

  const photo = await photoFromDisk();
  const files = Array.from({ length: 11 }, (_, i) => ({
    name: `photo-${i}.jpg`,
    mimeType: 'image/jpeg',
    buffer: photo,
  }));
  await form.getByLabel('Add images').setInputFiles(files);
  await expect(form.getByText('Too many images (11/10)')).toBeVisible();
  await expect(
    form.getByText('Please remove 1 image(s) to continue. Maximum 10 images allowed.'),
  ).toBeVisible();
  await expect(form.getByRole('button', { name: 'Create' })).toBeDisabled();
  await form.getByRole('button', { name: 'Remove image 11', exact: true }).click();
  await expect(form.getByText('Max images reached (10)')).toBeVisible();

  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
});

test('a page that is not a product says so, and the product can be entered by hand', async ({ page }) => {
  await logInWithPassword(page, stylist);
  const urlSheet = await openNewProductSheet(page);
  await urlSheet.getByLabel('Enter Product URL').fill(`${storeOrigin}${STORE_ABOUT_PATH}`);
  await urlSheet.getByRole('button', { name: 'Add' }).click();
  await expect(urlSheet.getByRole('alert')).toContainText('This page does not look like a product', {
    timeout: 20_000,
  });
  await expect(urlSheet.getByRole('button', { name: 'Add' })).toBeEnabled();

  await urlSheet.getByRole('button', { name: 'Enter the details yourself' }).click();
  const form = page.getByRole('dialog', { name: 'Create Product' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Brand')).toHaveValue('');
  await expect(form.getByText('Please add at least one image')).toBeVisible();
  await form.getByLabel('Brand').fill('Our Story Label');
  await form.getByLabel('Price').fill('60');
  await form.getByLabel('Add images').setInputFiles({
    name: 'by-hand.jpg',
    mimeType: 'image/jpeg',
    buffer: await photoFromDisk(),
  });
  await expect(form.getByLabel(/uploading/)).toHaveCount(0, { timeout: 20_000 });
  await form.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('dialog', { name: 'Add to collection' }).getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Story Label' })).toBeVisible();
});
