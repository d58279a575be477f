import { expect, test } from '../support/test.ts';
import { logIn } from '../feed-profiles/support.ts';
import { productTiles, searchBox, shopper, suggestions } from './support.ts';

test('suggestions while typing open a person, a brand and a collection, by keyboard or by pointer', async ({
  page,
}) => {
  await logIn(page, shopper);
  await page.goto('/search');
  const box = searchBox(page);
  const list = suggestions(page);

  await test.step('a few letters of a name list the person first; arrows and Enter open her profile', async () => {
    await box.fill('amar');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const people = list.getByRole('group', { name: 'People' });
    await expect(people.getByRole('option').first()).toContainText('Amara Okafor');
    await box.press('ArrowDown');
    const first = list.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/profiles\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Amara Okafor');
  });

  await test.step('Escape closes the list and keeps the text; a brand runs the search with its filter', async () => {
    await page.goto('/search');
    await box.fill('nomad');
    const brand = list.getByRole('group', { name: 'Brands' }).getByRole('option', { name: /Nomad Atelier/ });
    await expect(brand).toContainText(/\d+ products/);
    await box.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('nomad');
    await box.press('ArrowDown');
    await expect(brand).toBeVisible();
    await brand.click();
    await expect(page).toHaveURL(/brand=Nomad(\+|%20)Atelier/);
    await expect(page).toHaveURL(/tab=products/);
    await expect(box).toHaveValue('Nomad Atelier');
    await expect(page.getByRole('button', { name: 'Remove filter Nomad Atelier' })).toBeVisible();
    await expect(productTiles(page).first()).toBeVisible();
    for (const text of await productTiles(page).allInnerTexts()) expect(text).toMatch(/^Nomad Atelier/i);
  });

  await test.step('a collection opens, and what was picked is a recent search', async () => {
    await page.goto('/search');
    await box.fill('autumn');
    await list
      .getByRole('group', { name: 'Collections' })
      .getByRole('option', { name: /Autumn layers/ })
      .click();
    await expect(page).toHaveURL(/\/collections\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Autumn layers');

    await page.goto('/search');
    const recent = page.getByRole('region', { name: 'Recent searches' });
    for (const picked of ['Autumn layers', 'Nomad Atelier', 'Amara Okafor']) {
      await expect(recent.getByRole('button', { name: picked, exact: true })).toBeVisible();
    }
  });
});
