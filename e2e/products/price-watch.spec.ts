/**
 * Watch price: a person watches a product saved from a store on loopback, the store lowers the price, the
 * price job (every second in this run, serve.ts) reads it again, and the drop shows on the product page and
 * arrives in the person's notifications mail over SMTP.
 */
import { expect, test, type APIRequestContext } from '../support/test.ts';
import type { PriceHistory, Product, ScrapedProduct, SessionTokens } from '@stylebook/contracts';
import { registerVerified, logIn, signInPrompt } from '../feed-profiles/support.ts';
import { STORE_PRODUCT, startStorePeer, type StorePeer } from '../peers/store.ts';
import { newPerson } from '../support/auth.ts';
import { linkFrom, waitForMail } from '../support/mail.ts';

/** A seeded stylist, verified, who saves the store's product. */
const stylist = { email: 'amaraedits@demo.stylebook.local', password: 'stylebook-demo' };

// This test's own store: its price changes, and no other journey's reads or blocks touch it.
let store: StorePeer;
test.beforeAll(async () => {
  store = await startStorePeer(0);
});
test.afterAll(() => store.close());

/** The store's product saved by the stylist through the API (the add-product journey clicks through it). */
async function savedProduct(request: APIRequestContext): Promise<Product> {
  const signIn = await request.post('/identity/sign-in', { data: stylist });
  const headers = { authorization: `Bearer ${((await signIn.json()) as SessionTokens).token}` };
  const scrape = await request.post('/api/products/scrape', {
    headers,
    data: { url: `${store.origin}${STORE_PRODUCT.path}` },
  });
  expect(scrape.ok(), await scrape.text()).toBe(true);
  const scraped = (await scrape.json()) as ScrapedProduct;
  const created = await request.post('/api/products', {
    headers,
    data: {
      purchaseUrl: scraped.url,
      description: scraped.description,
      brand: scraped.brand,
      price: scraped.price,
      currency: scraped.currency,
      gender: 'MENSWEAR',
      images: scraped.images,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as Product;
}

test('watch a product, its store lowers the price, see the drop on the page and in the mail', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const product = await savedProduct(request);
  const priceHistory = async () =>
    (await (await request.get(`/api/products/${product.id}/price-history`)).json()) as PriceHistory;
  const watchPrice = page.getByRole('button', { name: 'Watch price' });
  const price = page.getByTestId('product-price');

  await test.step('signed out, Watch price asks to sign in first', async () => {
    await page.goto(`/products/${product.id}`);
    await expect(price).toHaveText('€189');
    await watchPrice.click();
    await expect(page.getByText('Sign in first to like, save and subscribe')).toBeVisible();
    await expect(signInPrompt(page)).toBeVisible();
  });

  const wren = newPerson('Wren');
  await test.step('a verified person watches the price', async () => {
    await registerVerified(page, request, wren);
    await logIn(page, wren);
    await page.goto(`/products/${product.id}`);
    await expect(watchPrice).toHaveAttribute('aria-pressed', 'false');
    await watchPrice.click();
    await expect(watchPrice).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText("We'll tell you when the price drops or it's back in stock.")).toBeVisible();
    await page.reload();
    await expect(watchPrice).toHaveAttribute('aria-pressed', 'true');
    // One price is no history yet: no chart.
    await expect.poll(async () => (await priceHistory()).points.length, { timeout: 20_000 }).toBe(1);
    await expect(page.getByRole('heading', { name: 'Price history' })).toBeHidden();
  });

  await test.step('the store lowers the price; the page shows the drop and the chart', async () => {
    store.setPrice(149);
    await expect.poll(async () => (await priceHistory()).points.length, { timeout: 20_000 }).toBe(2);
    await page.reload();
    await expect(price).toContainText('€149');
    await expect(price.getByRole('deletion')).toHaveText('Was €189');
    await expect(price).toContainText('Price dropped 21%');
    await expect(page.getByRole('heading', { name: 'Price history' })).toBeVisible();
    await expect(page.getByTestId('price-summary')).toHaveText(/^Down 21% since \w+/);
    await expect(
      page.getByRole('img', { name: /^Down 21% since .+\. Lowest €149, highest €189\.$/ }),
    ).toBeVisible();
  });

  await test.step('the drop arrives in the notifications mail, linking to the product', async () => {
    const mail = await waitForMail(request, wren.email, 'dropped to €149', { timeout: 30_000 });
    expect(mail.text).toContain(`${STORE_PRODUCT.name} dropped to €149`);
    await page.goto(linkFrom(mail, `/products/${product.id}`));
    await expect(price).toContainText('€149');
  });
});
