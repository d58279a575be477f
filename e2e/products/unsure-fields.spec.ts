import { expect, test, type Page } from '../support/test.ts';
import { GUESSED_PRODUCT, STORE_PRODUCT } from '../peers/store.ts';
import { isDesktop, logInWithPassword } from '../support/auth.ts';
import { storeOrigin } from '../support/ports.ts';

const shopper = { email: 'samw@demo.stylebook.local', password: 'stylebook-demo' };
const UNSURE = "Check this — we weren't sure";

/** Create › Product, paste the link, Add: the Create Product sheet with what the scraper found. */
async function scrape(page: Page, path: string) {
  const navigation = isDesktop({ viewport: page.viewportSize() })
    ? page.getByRole('complementary', { name: 'Sidebar' })
    : page.getByRole('navigation', { name: 'Bottom navigation' });
  await navigation.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('menuitem', { name: /Product/ }).click();
  const urlSheet = page.getByRole('dialog', { name: 'New product' });
  await urlSheet.getByLabel('Enter Product URL').fill(`${storeOrigin}${path}`);
  await urlSheet.getByRole('button', { name: 'Add' }).click();
  const form = page.getByRole('dialog', { name: 'Create Product' });
  await expect(form).toBeVisible({ timeout: 20_000 });
  return form;
}

test('marks the fields the scraper only guessed, until the person changes them', async ({ page }) => {
  await logInWithPassword(page, shopper);
  const form = await scrape(page, GUESSED_PRODUCT.path);

  await expect(form.getByLabel('Brand')).toHaveValue(GUESSED_PRODUCT.brand);
  await expect(form.getByLabel('Price')).toHaveValue(String(GUESSED_PRODUCT.price));
  await expect(form.getByText(UNSURE)).toHaveCount(4);
  // The mark is read out with its field.
  await expect(form.getByLabel('Brand')).toHaveAccessibleDescription(UNSURE);
  await expect(form.getByLabel('Price')).toHaveAccessibleDescription(UNSURE);
  await expect(form.getByRole('button', { name: 'Currency' })).toHaveAccessibleDescription(UNSURE);
  await expect(form.getByLabel('Description')).toHaveAccessibleDescription(
    `${UNSURE} Optional: the product's name, as the shop calls it`,
  );

  await form.getByLabel('Brand').fill('Harbour Knits Co.');
  await expect(form.getByLabel('Brand')).toHaveAccessibleDescription('');
  await expect(form.getByText(UNSURE)).toHaveCount(3);
});

test('marks nothing when the store’s data and its page agree', async ({ page }) => {
  await logInWithPassword(page, shopper);
  const form = await scrape(page, STORE_PRODUCT.path);
  await expect(form.getByLabel('Brand')).toHaveValue(STORE_PRODUCT.brand);
  await expect(form.getByText(UNSURE)).toHaveCount(0);
});
