import { expect, test } from './support/test.ts';

test.describe('Featured', () => {
  test('an invalid tab falls back to products', async ({ page }) => {
    await page.goto('/?tab=abc');
    await expect(page.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
    await page.goto('/?tab=3');
    await expect(page.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
  });

  test('tab 2 shows collections', async ({ page }) => {
    await page.goto('/?tab=2');
    await expect(page.getByRole('tab', { name: 'Collections' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('a[href^="/collections/"]').first()).toBeVisible();
  });

  test('shows seeded products in a grid of 2 columns on a phone and 5 on a desktop', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('a[href^="/products/"]');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().locator('img').first()).toHaveJSProperty('complete', true);
    const firstRowTop = (await cards.first().boundingBox())!.y;
    const boxes = await cards.evaluateAll((els) =>
      els.slice(0, 10).map((el) => el.getBoundingClientRect().top),
    );
    const columns = boxes.filter((top) => Math.abs(top - firstRowTop) < 2).length;
    const width = page.viewportSize()!.width;
    expect(columns).toBe(width <= 768 ? 2 : 5);
  });
});
