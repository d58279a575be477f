import { expect, test } from '../support/test.ts';
import sharp from 'sharp';
import { isDesktop, logInWithPassword } from '../support/auth.ts';

test.skip(isDesktop, 'runs at phone size');

/** A seeded stylist whose collection 'Autumn layers' holds products. */
const stylist = { email: 'amaraedits@demo.stylebook.local', password: 'stylebook-demo' };

test('create a look with two products pinned from a collection, then open it', async ({ page }) => {
  await logInWithPassword(page, stylist);
  await page.goto('/looks/create');
  await expect(page.getByRole('navigation', { name: 'Bottom navigation' })).toBeHidden();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();

  await page.getByRole('button', { name: 'Add cover photo' }).click();
  await expect(page.getByRole('dialog', { name: 'Cover photo' })).toBeVisible();
  const cover = await sharp({ create: { width: 1440, height: 1920, channels: 3, background: '#d8cbb8' } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel('Photo from library')
    .setInputFiles({ name: 'look.jpg', mimeType: 'image/jpeg', buffer: cover });
  await expect(page.getByTestId('look-cover').locator('img')).toBeVisible();

  const title = `Gallery afternoon ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Two pieces, pinned where they sit.');

  await page.getByRole('button', { name: 'Add products' }).click();
  await page.getByRole('tab', { name: 'Collections' }).click();
  await page.getByRole('button', { name: /Autumn layers/ }).click();
  const unpicked = page.getByRole('dialog').locator('button[aria-pressed="false"]');
  await unpicked.first().click();
  await unpicked.first().click();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.locator('li button[aria-pressed]').first().click();
  const photo = page.getByTestId('look-cover');
  const box = (await photo.boundingBox())!;
  await photo.click({ position: { x: box.width * 0.3, y: box.height * 0.35 } });
  await photo.click({ position: { x: box.width * 0.65, y: box.height * 0.7 } });
  await expect(page.getByRole('button', { name: /^Pin \d: / })).toHaveCount(2);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/looks\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const pins = page.getByRole('button', { name: /^Product \d: / });
  await expect(pins).toHaveCount(2);
  await pins.first().click();
  await expect(page.getByRole('link', { name: 'View product' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Products in this look' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Shop / })).toHaveCount(2);
});
