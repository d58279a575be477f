import { expect, test, type Page } from '../support/test.ts';
import { navigation, signInPrompt } from './support.ts';

/** The product tiles of the featured feed, by the product each opens. */
const tileLinks = (page: Page) => page.locator('#featured-panel a[href^="/products/"]');

async function tileHrefs(page: Page): Promise<string[]> {
  return tileLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test('a visitor browses Featured signed out: tabs, three pages without a repeat, and back to the top', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
  await expect(tileLinks(page)).toHaveCount(30);

  await test.step('switch to collections and back', async () => {
    await page.getByRole('tab', { name: 'Collections' }).click();
    await expect(page).toHaveURL(/\/\?tab=2$/);
    await expect(page.locator('#featured-panel a[href^="/collections/"]').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(tileLinks(page)).toHaveCount(30);
  });

  await test.step('liking asks a signed-out visitor to sign in first', async () => {
    const like = page.getByRole('button', { name: /^Like / }).first();
    await expect(like).toContainText(/\d+/);
    await like.click();
    await expect(page.getByText('Sign in first to like, save and subscribe')).toBeVisible();
    await expect(signInPrompt(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(signInPrompt(page)).toBeHidden();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
  });

  await test.step('scrolling loads three pages, each tile once', async () => {
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          return tileLinks(page).count();
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThanOrEqual(90);
    const hrefs = await tileHrefs(page);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  await test.step('tapping Featured on Featured goes back to the top with a fresh first page', async () => {
    const first = (await tileHrefs(page))[0];
    await navigation(page).getByRole('link', { name: 'Featured' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(tileLinks(page)).toHaveCount(30);
    // The same session keeps its seed, so the first page is the same one.
    await expect(tileLinks(page).first()).toHaveAttribute('href', first!);
  });
});
