/**
 * A paid-only collection as the server renders it (issue 27, "Done means"): the anonymous HTML holds none of
 * its products, not their names, ids or photos, in the markup or the page's state script; a paying
 * subscriber sees them once the page has hydrated.
 */
import { expect } from '../support/test.ts';
import { logInWithPassword } from '../support/auth.ts';
import { fetchPage, productName, subscriber, test, waitForHydration, watchConsole } from './support.ts';

/** A stored photo's address without its extension, so no variant (`?w=`, another format) slips past. */
const photoKey = (url: string) => url.replace(/\.\w+$/, '');

test('the anonymous HTML of a paid-only collection holds none of its products', async ({
  request,
  demo: { paidCollection },
}) => {
  expect(paidCollection.products.length, "the owner's read lists its products").toBeGreaterThan(0);
  const { status, html, document, root } = await fetchPage(request, `/collections/${paidCollection.id}`);
  expect(status).toBe(200);
  expect(root.textContent).toContain(paidCollection.name);
  expect(root.textContent).toContain('For paid subscribers');
  // The decoded text, too, so an escaped character in a name cannot hide it from the raw search.
  const text = document.documentElement.textContent ?? '';
  for (const product of paidCollection.products) {
    expect(html, `product id ${product.id}`).not.toContain(product.id);
    expect(text, `product name ${productName(product)}`).not.toContain(productName(product));
    for (const { url } of product.images) expect(html, `photo ${url}`).not.toContain(photoKey(url));
  }
});

test("a paying subscriber sees the paid-only collection's products after hydration", async ({
  page,
  demo: { paidCollection },
}) => {
  await logInWithPassword(page, subscriber);
  const problems = watchConsole(page);
  await page.goto(`/collections/${paidCollection.id}`);
  await waitForHydration(page);
  for (const product of paidCollection.products) {
    await expect(page.locator(`a[href="/products/${product.id}"]`).first()).toBeVisible();
  }
  await expect(page.getByText('For paid subscribers')).toBeHidden();
  expect(problems).toEqual([]);
});
