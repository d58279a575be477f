import { expect, type Page } from '../support/test.ts';
import { STORE_PRODUCT } from '../peers/store.ts';
import { unique } from '../support/auth.ts';
import { storeOrigin } from '../support/ports.ts';
import { notDesktop, signInThroughExtension, test } from './support.ts';

const shopper = { email: 'priyar@demo.stylebook.local', password: 'stylebook-demo' };

test.skip(notDesktop, 'the extension runs in desktop browsers');

const imageBox = (popup: Page, n: number) => popup.getByRole('checkbox', { name: `Image ${n}`, exact: true });

test('signs in through the app, saves the product on a store page and files it into a new collection', async ({
  extension: browser,
}) => {
  // Five pages in one journey: the store, the app's sign-in, the popup, the product and its collection.
  test.slow();
  const store = await browser.context.newPage();
  await store.goto(`${storeOrigin}${STORE_PRODUCT.path}`);
  await signInThroughExtension(browser, store, shopper);

  const popup = await browser.openPopup(store);
  // What the page says about its product, read by the same extraction as the server's.
  await expect(popup.getByLabel('Brand')).toHaveValue(STORE_PRODUCT.brand);
  await expect(popup.getByLabel('Description')).toHaveValue(STORE_PRODUCT.name);
  await expect(popup.getByLabel('Price')).toHaveValue(String(STORE_PRODUCT.price));
  await expect(popup.getByLabel('Currency')).toHaveValue(STORE_PRODUCT.currency);
  await expect(popup.getByLabel('Product URL')).toHaveValue(`${storeOrigin}${STORE_PRODUCT.path}`);
  // The product's three photos, all picked (the first 8 are).
  for (const n of [1, 2, 3]) await expect(imageBox(popup, n)).toBeChecked();
  await popup.screenshot({ path: test.info().outputPath('popup-read-from-page.png'), fullPage: true });

  await imageBox(popup, 2).uncheck({ force: true });
  await expect(popup.getByText('(2 picked)')).toBeVisible();
  await imageBox(popup, 2).check({ force: true });
  await imageBox(popup, 3).uncheck({ force: true });
  await popup.getByText('Womenswear', { exact: true }).click();
  await popup.getByRole('button', { name: 'Create', exact: true }).click();

  await expect(popup.getByText('Saved to Stylebook.')).toBeVisible({ timeout: 20_000 });
  const collectionName = `Linen ${unique()}`;
  await popup.getByRole('button', { name: 'New collection' }).click();
  await popup.getByLabel('Enter collection name').fill(collectionName);
  await popup.getByRole('button', { name: 'Create', exact: true }).click();
  const filed = popup.getByRole('button', { name: new RegExp(`^${collectionName}`) });
  await expect(filed).toContainText('1 product');
  await expect(filed).toHaveAttribute('aria-pressed', 'true');
  await popup.screenshot({ path: test.info().outputPath('popup-saved-and-filed.png'), fullPage: true });

  // The product in the app, in a normal tab, where the person is signed in too (they logged in there).
  const productUrl = await popup.getByRole('link', { name: 'View product' }).getAttribute('href');
  expect(productUrl).toMatch(/\/products\/[0-9a-f-]{36}$/);
  const product = await browser.context.newPage();
  await product.goto(productUrl!);
  await expect(product.getByRole('heading', { name: STORE_PRODUCT.name })).toBeVisible();
  await expect(product.getByText(STORE_PRODUCT.brand).first()).toBeVisible();
  const productPath = new URL(product.url()).pathname;

  await product.getByRole('link', { name: collectionName }).click();
  await expect(product.getByRole('heading', { name: collectionName })).toBeVisible();
  await expect(product.locator(`a[href="${productPath}"]`).first()).toBeVisible();
});
