/**
 * The product page with JavaScript off (issue 27, "Done means"), as a crawler, a reader mode or a phone
 * still loading the scripts reads it: the name, price and photo, the store link through /r/{id}, and links
 * to the owner's profile, which opens drawn too.
 */
import { expect } from '../support/test.ts';
import { formatPrice } from '@stylebook/contracts';
import { productName, test } from './support.ts';

test.use({ javaScriptEnabled: false });

test('the product page is readable without JavaScript', async ({ page, request, demo: { product } }) => {
  const response = await page.goto(`/products/${product.id}`);
  expect(response?.status()).toBe(200);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName(product));
  await expect(page.getByText(formatPrice(product.price, product.currency, 'en')).first()).toBeVisible();

  const photo = page.getByRole('img', { name: `${product.brand} ${productName(product)}` }).first();
  await expect(photo).toBeVisible();
  const photoUrl = await photo.getAttribute('src');
  expect(photoUrl).toBeTruthy();
  const photoResponse = await request.get(photoUrl!);
  expect(photoResponse.status()).toBe(200);
  expect(photoResponse.headers()['content-type']).toMatch(/^image\//);

  const shop = page.getByRole('link', { name: /^Shop/ });
  await expect(shop).toHaveAttribute('href', `/r/${product.id}`);
  const store = await request.get(`/r/${product.id}`, { maxRedirects: 0 });
  expect(store.status()).toBe(302);
  expect(store.headers().location).toBeTruthy();

  const ownerLinks = page.locator(`a[href="/profiles/${product.owner.id}"]`);
  expect(await ownerLinks.count()).toBeGreaterThan(0);
  await ownerLinks.first().click();
  await expect(page).toHaveURL(new RegExp(`/profiles/${product.owner.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.owner.name);
});
