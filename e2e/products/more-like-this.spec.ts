import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import type { FeaturedProductsPage, Product, SimilarProductsPage } from '@stylebook/contracts';

/** A demo product with more than one page of products like it. */
async function productWithMoreLikeIt(
  request: APIRequestContext,
): Promise<FeaturedProductsPage['items'][number]> {
  const featured = (await (
    await request.get('/api/featured/products?limit=30')
  ).json()) as FeaturedProductsPage;
  for (const product of featured.items) {
    const similar = (await (
      await request.get(`/api/products/${product.id}/similar`)
    ).json()) as SimilarProductsPage;
    if (similar.hasMore) return product;
  }
  throw new Error('No featured demo product has a second page of similar products');
}

const moreLikeThis = (page: Page) => page.getByRole('region', { name: 'More like this' });
const similarTiles = (page: Page) => moreLikeThis(page).locator('a[href^="/products/"]');
const productIdOf = (href: string | null) => href?.split('/').pop() ?? '';

test('a visitor scrolls "More like this" to its second page and opens a product from it', async ({
  page,
  request,
}) => {
  const product = await productWithMoreLikeIt(request);
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.description ?? product.brand);

  await test.step('the owner’s other products sit in one row that scrolls sideways, not the page', async () => {
    const rail = page.getByRole('region', { name: `More from @${product.owner.username}` });
    await rail.scrollIntoViewIfNeeded();
    const tiles = rail.locator('a[href^="/products/"]');
    await expect(tiles.first()).toBeVisible();
    const tops = await tiles.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    expect(await tiles.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).not.toContain(
      `/products/${product.id}`,
    );
    await expect(rail.getByRole('link', { name: `@${product.owner.username}`, exact: true })).toHaveAttribute(
      'href',
      `/profiles/${product.owner.id}`,
    );
    const { page: pageWidth, viewport } = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(pageWidth).toBeLessThanOrEqual(viewport);
  });

  await test.step('scrolling to the end of "More like this" loads its second page', async () => {
    const secondPage = page.waitForResponse(
      (response) =>
        response.url().includes(`/api/products/${product.id}/similar`) &&
        new URL(response.url()).searchParams.get('offset') === '20',
    );
    await moreLikeThis(page).getByRole('heading', { name: 'More like this' }).scrollIntoViewIfNeeded();
    await expect(similarTiles(page).first()).toBeVisible();
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          return similarTiles(page).count();
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(20);
    expect((await secondPage).ok()).toBe(true);
    const hrefs = await similarTiles(page).evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs).not.toContain(`/products/${product.id}`);
  });

  await test.step('opening a similar product shows it from the top, with more like it', async () => {
    const tile = similarTiles(page).nth(21);
    const id = productIdOf(await tile.getAttribute('href'));
    const similar = (await (await request.get(`/api/products/${id}`)).json()) as Product;
    await tile.click();
    await expect(page).toHaveURL(new RegExp(`/products/${id}$`));
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText(similar.description ?? similar.brand);
    await expect(title).toBeInViewport();
    await moreLikeThis(page).scrollIntoViewIfNeeded();
    await expect(similarTiles(page).first()).toBeVisible();
    expect(
      await similarTiles(page).evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).not.toContain(`/products/${id}`);
  });
});
