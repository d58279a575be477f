import { expect, test } from '../support/test.ts';
import sharp from 'sharp';
import { isDesktop, logInWithPassword } from '../support/auth.ts';

test.skip(isDesktop, 'runs at phone size');

test('change the profile photo from the library, then remove it', async ({ page }) => {
  // A seeded shopper nobody else's journey uses; verified, so uploads are allowed.
  await logInWithPassword(page, { email: 'tbecker@demo.stylebook.local', password: 'stylebook-demo' });
  await page.goto('/settings/account');

  await page.getByRole('button', { name: 'Change photo' }).click();
  const picker = page.getByRole('dialog', { name: 'Profile photo' });
  await expect(picker.getByRole('button', { name: 'Choose from library' })).toBeVisible();
  await expect(picker.getByRole('button', { name: 'Take photo' })).toBeVisible();
  await expect(picker.getByRole('button', { name: 'Close' })).toBeVisible();
  const selfie = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#7a9e7e' } })
    .jpeg()
    .toBuffer();
  await picker
    .getByLabel('Photo from library')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: selfie });

  await expect(page.getByText('Your photo has been updated')).toBeVisible();
  const avatar = page.locator('form img').first();
  await expect(avatar).toHaveAttribute('src', /^\/media\/uploads\/avatar\//);
  await expect(avatar).toHaveJSProperty('complete', true);
  expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.reload();
  await page.getByRole('button', { name: 'Change photo' }).click();
  await page
    .getByRole('dialog', { name: 'Profile photo' })
    .getByRole('button', { name: 'Remove photo' })
    .click();
  await expect(page.getByText('Your photo has been removed')).toBeVisible();
  await expect(page.locator('form img[src^="/media/uploads/avatar/"]')).toHaveCount(0);
});
