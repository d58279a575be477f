import { expect } from '../support/test.ts';
import { WALLED_PRODUCT } from '../peers/store.ts';
import { storeOrigin } from '../support/ports.ts';
import { notDesktop, signInThroughExtension, test } from './support.ts';

const shopper = { email: 'priyar@demo.stylebook.local', password: 'stylebook-demo' };
const walledUrl = `${storeOrigin}${WALLED_PRODUCT.path}`;

test.skip(notDesktop, 'the extension runs in desktop browsers');

test('saves a product from a page whose bot wall turns the app’s scraper away', async ({
  extension: browser,
  request,
}) => {
  // The app's own scrape of that page gets the wall: the store answers it 403, and the reply says so.
  const signIn = await request.post('/identity/sign-in', { data: shopper });
  const { token } = (await signIn.json()) as { token: string };
  const scrape = await request.post('/api/products/scrape', {
    data: { url: walledUrl },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(scrape.status()).toBe(422);
  expect(await scrape.json()).toEqual({
    code: 'STORE_BLOCKED',
    message:
      'The store blocked our reader (HTTP 403). Open the product in your browser and save it with the Stylebook browser extension.',
  });

  // A browser passes the wall, and the extension reads the page the person sees.
  const store = await browser.context.newPage();
  await store.goto(walledUrl);
  await expect(store.getByRole('heading', { name: WALLED_PRODUCT.name })).toBeVisible();
  await signInThroughExtension(browser, store, shopper);

  const popup = await browser.openPopup(store);
  await expect(popup.getByLabel('Brand')).toHaveValue(WALLED_PRODUCT.brand);
  await expect(popup.getByLabel('Description')).toHaveValue(WALLED_PRODUCT.name);
  await expect(popup.getByLabel('Price')).toHaveValue(String(WALLED_PRODUCT.price));
  await expect(popup.getByLabel('Currency')).toHaveValue(WALLED_PRODUCT.currency);
  await popup.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(popup.getByText('Saved to Stylebook.')).toBeVisible({ timeout: 20_000 });

  const productUrl = await popup.getByRole('link', { name: 'View product' }).getAttribute('href');
  const product = await browser.context.newPage();
  await product.goto(productUrl!);
  await expect(product.getByRole('heading', { name: WALLED_PRODUCT.name })).toBeVisible();
  await expect(product.locator('img[src^="/media/"]').first()).toBeVisible();
});
