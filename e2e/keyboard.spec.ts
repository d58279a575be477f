/**
 * A keyboard user's way through the app (issue: skip-to-content link; tab order inside a feed tile): the
 * first Tab offers to skip the navigation, and a tile's product link comes before its Save and Like.
 */
import { expect, test } from './support/test.ts';

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

test('a feed tile is tabbed link first, then Save, then Like, drawn as before', async ({ page }) => {
  await page.goto('/');
  const tile = page.locator('#featured-panel li').first();
  const link = tile.getByRole('link');
  const save = tile.getByRole('button', { name: /^Save / });
  const like = tile.getByRole('button', { name: /^Like / });
  await expect(like).toBeVisible();

  await link.focus();
  await page.keyboard.press('Tab');
  await expect(save).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(like).toBeFocused();
  // Nothing of the tile comes before its link.
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(tile.locator(':focus')).toHaveCount(0);

  // Save stays on the photo's top corner and Like on its bottom corner.
  const photo = (await link.locator('img').first().boundingBox())!;
  const saveBox = (await save.boundingBox())!;
  const likeBox = (await like.boundingBox())!;
  expect(saveBox.y - photo.y).toBeLessThan(12);
  expect(photo.y + photo.height - (likeBox.y + likeBox.height)).toBeLessThan(12);
  expect(photo.x + photo.width - (saveBox.x + saveBox.width)).toBeLessThan(12);
  expect(photo.x + photo.width - (likeBox.x + likeBox.width)).toBeLessThan(12);
});
