/**
 * A keyboard user's way through the app: the first Tab offers to skip the navigation.
 */
import { expect, test } from '@playwright/test';

for (const path of ['/', '/sitemap', '/login']) {
  test(`on ${path}, the first Tab shows Skip to content, and Enter moves focus to the main content`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
    const skip = page.getByRole('link', { name: 'Skip to content' });
    // Visually hidden until focused.
    expect((await skip.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);

    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    expect((await skip.boundingBox())!.width).toBeGreaterThan(40);

    await page.keyboard.press('Enter');
    const main = page.getByRole('main');
    await expect(main).toBeFocused();
    await expect(page).toHaveURL((url) => url.hash === '');
    // The next Tab goes on inside the content, not back to the navigation.
    await page.keyboard.press('Tab');
    await expect(main.locator(':focus')).toHaveCount(1);
  });
}
