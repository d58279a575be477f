import { expect, test } from '../support/test.ts';
import { logIn } from '../feed-profiles/support.ts';
import { productTiles, searchBox, shopper } from './support.ts';

test('an empty box shows what people search and like lately, and each runs a search', async ({ page }) => {
  await logIn(page, shopper);
  await page.goto('/search');

  const trending = page.getByRole('region', { name: 'Trending searches' });
  const chips = trending.getByRole('button');
  await expect(chips.first()).toBeVisible();
  expect(await chips.count()).toBeGreaterThanOrEqual(3);
  const brands = page.getByRole('region', { name: 'Popular brands' }).getByRole('button');
  await expect(brands.first()).toBeVisible();
  expect(await brands.count()).toBeGreaterThanOrEqual(3);

  await test.step('a trending search runs and is remembered', async () => {
    const query = (await chips.first().innerText()).trim();
    await chips.first().click();
    await expect(searchBox(page)).toHaveValue(query);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(query).replaceAll('%20', '(\\+|%20)')}`));
    await expect(page.getByRole('tab', { name: /^All/ })).toBeVisible();
    await page.goto('/search');
    await expect(
      page.getByRole('region', { name: 'Recent searches' }).getByRole('button', { name: query, exact: true }),
    ).toBeVisible();
  });

  await test.step("a popular brand shows that brand's products", async () => {
    const brand = (await brands.first().innerText()).trim();
    await brands.first().click();
    await expect(page).toHaveURL(/tab=products/);
    await expect(
      page.getByRole('button', { name: new RegExp(`^Remove filter ${brand}$`, 'i') }),
    ).toBeVisible();
    await expect(productTiles(page).first()).toBeVisible();
    for (const text of await productTiles(page).allInnerTexts()) {
      expect(text.split('\n')[0]!.toLowerCase()).toBe(brand.toLowerCase());
    }
  });
});

test('a search that finds nothing says what to try, takes off its filters, and offers trending searches', async ({
  page,
}) => {
  await logIn(page, shopper);

  await test.step('nothing at all', async () => {
    await page.goto('/search?q=zzqxvbw');
    await expect(page.getByRole('heading', { name: 'No results for “zzqxvbw”' })).toBeVisible();
    await expect(page.getByText('Check the spelling')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
    const instead = page.getByRole('region', { name: 'Try a trending search' }).getByRole('button').first();
    const query = (await instead.innerText()).trim();
    await instead.click();
    await expect(searchBox(page)).toHaveValue(query);
    await expect(page.getByRole('heading', { name: /^No results/ })).toHaveCount(0);
  });

  await test.step('nothing within the filters', async () => {
    await page.goto('/search?q=denim&tab=products&currency=JPY&minPrice=1&maxPrice=2');
    await expect(
      page.getByRole('heading', { name: 'No products for “denim” with these filters' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/search\?q=denim&tab=products$/);
    await expect(productTiles(page).first()).toBeVisible();
  });
});
