/** What the search journeys share: a seeded shopper, the box, and the filters at either size. */
import { expect, type Locator, type Page } from '../support/test.ts';

/** A seeded, verified shopper. Searching changes nothing others see, so every journey may share the account. */
export const shopper = { email: 'priyar@demo.stylebook.local', password: 'stylebook-demo' };

export const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search' });

export const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' });

export const resultsPanel = (page: Page) => page.getByRole('tabpanel');

/** The product tiles showing, as their text: brand, name, price and owner. */
export const productTiles = (page: Page): Locator => resultsPanel(page).locator('a[href^="/products/"]');

/**
 * Opens the filters, a bottom sheet on a phone and a popover on a desktop, both a dialog named Filters, and
 * answers it.
 */
export async function openFilters(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Filters/ }).click();
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await expect(filters).toBeVisible();
  return filters;
}

/** The prices of the product tiles showing, in major units, with their symbols: ['¥', 11000]. */
export async function tilePrices(page: Page): Promise<[string, number][]> {
  const texts = await productTiles(page).allInnerTexts();
  return texts.map((text) => {
    const match = /^(\D*?)([\d,.]+)$/m.exec(
      text.split('\n').find((line) => /\d/.test(line) && !line.startsWith('@')) ?? '',
    );
    if (!match) throw new Error(`No price in tile: ${text}`);
    return [match[1]!, Number(match[2]!.replaceAll(',', ''))];
  });
}
