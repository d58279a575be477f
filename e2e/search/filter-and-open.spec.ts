import { expect, test } from '../support/test.ts';
import { logIn } from '../feed-profiles/support.ts';
import { openFilters, productTiles, resultsPanel, searchBox, shopper, tilePrices } from './support.ts';

test('a synonym finds jeans for "denim", filters narrow them by style and price, and one opens', async ({
  page,
}) => {
  await logIn(page, shopper);
  await page.goto('/search');
  const box = searchBox(page);

  await test.step('"denim" finds jeans, which never say denim', async () => {
    await box.fill('denim');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=denim$/);
    await page.getByRole('tab', { name: /^Products/ }).click();
    await expect(productTiles(page).first()).toContainText(/jeans/i);
  });

  await test.step('Womenswear, in yen, up to ¥20,000', async () => {
    const filters = await openFilters(page);
    await filters.getByText('Womenswear', { exact: true }).click();
    await filters.getByLabel('Currency').selectOption('JPY');
    await filters.getByLabel('Highest').fill('20,000');
    await filters.getByRole('button', { name: 'Show results' }).click();
    await expect(filters).toBeHidden();

    await expect(page).toHaveURL(/style=WOMENSWEAR/);
    await expect(page).toHaveURL(/currency=JPY/);
    await expect(page).toHaveURL(/maxPrice=20000/);
    await expect(page.getByRole('button', { name: 'Remove filter Womenswear' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove filter Up to ¥20,000' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Products\s*\d+$/ })).toBeVisible();
    await expect(productTiles(page).first()).toBeVisible();
    for (const [symbol, amount] of await tilePrices(page)) {
      expect(symbol).toBe('¥');
      expect(amount).toBeLessThanOrEqual(20_000);
    }
    for (const text of await productTiles(page).allInnerTexts()) expect(text).toMatch(/jeans/i);
  });

  await test.step('a price that does not read is explained, and nothing changes', async () => {
    const filters = await openFilters(page);
    await expect(filters.getByLabel('Highest')).toHaveValue('20000');
    await filters.getByLabel('Lowest').fill('12.5');
    await filters.getByRole('button', { name: 'Show results' }).click();
    await expect(filters.getByRole('alert')).toHaveText('JPY prices have no decimals');
    await page.keyboard.press('Escape');
    await expect(filters).toBeHidden();
    await expect(page).not.toHaveURL(/minPrice/);
  });

  await test.step('newest first, and a result opens as Womenswear in yen', async () => {
    await page.getByLabel('Sort products').selectOption('newest');
    await expect(page).toHaveURL(/sort=newest/);
    const first = productTiles(page).first();
    // Brand, then name: each a paragraph of the tile.
    const name = (await first.innerText()).split('\n').filter((line) => line.trim() !== '')[1]!;
    await first.click();
    await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByText('Womenswear', { exact: true })).toBeVisible();
    await expect(page.getByText(/¥[\d,]+/).first()).toBeVisible();
  });

  await test.step('Back keeps the filters; chips take them off one by one, then all', async () => {
    await page.goBack();
    await expect(page).toHaveURL(/style=WOMENSWEAR.*maxPrice=20000|maxPrice=20000.*style=WOMENSWEAR/);
    await page.getByRole('button', { name: 'Remove filter Womenswear' }).click();
    await expect(page).not.toHaveURL(/style=/);
    await expect(page).toHaveURL(/maxPrice=20000/);
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/search\?q=denim&tab=products&sort=newest$/);
    await expect(resultsPanel(page).getByRole('button', { name: /^Remove filter/ })).toHaveCount(0);
  });
});
