import { expect, test } from '../support/test.ts';
import { logIn, navigation, signInPrompt } from './support.ts';

/** A seeded, verified shopper; searching changes nothing, so both sizes may share the account. */
const shopper = { email: 'priyar@demo.stylebook.local', password: 'stylebook-demo' };

test('a signed-out link to search asks to sign in first', async ({ page }) => {
  await page.goto('/search?q=coat');
  await expect(signInPrompt(page)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search' })).toHaveCount(0);
});

test('a shopper searches with a misspelt brand, finds the product, and keeps the search on the device', async ({
  page,
}) => {
  await logIn(page, shopper);
  await navigation(page).getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL('/search');

  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toHaveCSS('font-size', '16px');

  await test.step('a typo still finds the brand, and the query goes into the address', async () => {
    await box.fill('Nomda Ateleir');
    await expect(page).toHaveURL(/\/search\?q=Nomda(\+|%20)Ateleir$/);
    // Typing lists suggestions over the results; leaving the box puts them away.
    await box.blur();
    const products = page.getByRole('region', { name: 'Products' });
    await expect(products.getByText('Nomad Atelier').first()).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Products\s*\d+\+?$/ })).toBeVisible();
  });

  await test.step('the Products tab lists only products, and one opens', async () => {
    await page.getByRole('tab', { name: /^Products/ }).click();
    await expect(page).toHaveURL(/tab=products/);
    const first = page.locator('#search-panel a[href^="/products/"]').first();
    await expect(first).toContainText('Nomad Atelier');
    await first.click();
    await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
  });

  await test.step('the search is remembered, shared by its address, and can be removed', async () => {
    await page.goto('/search');
    const recent = page.getByRole('region', { name: 'Recent searches' });
    await expect(recent.getByRole('button', { name: 'Nomda Ateleir', exact: true })).toBeVisible();
    await recent.getByRole('button', { name: 'Nomda Ateleir', exact: true }).click();
    await expect(page).toHaveURL(/q=Nomda/);
    await expect(box).toHaveValue('Nomda Ateleir');

    await page.goto('/search');
    await recent.getByRole('button', { name: 'Remove Nomda Ateleir' }).click();
    await expect(recent).toHaveCount(0);
  });
});
