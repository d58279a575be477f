import { expect, test, type Page } from './support/test.ts';
import { bottomNavHidden, bottomNavShown, signedInRoutes } from './routes.ts';
import { logInWithPassword } from './support/auth.ts';

const bottomNav = (page: Page) => page.getByRole('navigation', { name: 'Bottom navigation' });

/**
 * A seeded shopper. Verified: an unverified person's wallet and subscriptions screens open the "Verify
 * your email" sheet, which would hide the navigation under test.
 */
const shopper = { email: 'samw@demo.stylebook.local', password: 'stylebook-demo' };

test.describe('bottom navigation on a phone', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, 'phone only');

  /**
   * Loads each route in one page, the signed-out ones first, then signs in once for the rest, and checks the
   * bar on each: a fresh page and sign-in per route cost more than the checks. Each route is a step, and a
   * failing one does not hide the others.
   */
  async function checkEach(page: Page, routes: string[], check: () => Promise<void>) {
    test.setTimeout(routes.length * 10_000);
    const signedOut = routes.filter((route) => !signedInRoutes.has(route));
    const signedIn = routes.filter((route) => signedInRoutes.has(route));
    for (const route of signedOut) {
      await test.step(route, async () => {
        await page.goto(route);
        await check();
      });
    }
    if (signedIn.length > 0) await logInWithPassword(page, shopper);
    for (const route of signedIn) {
      await test.step(`${route}, signed in`, async () => {
        await page.goto(route);
        await expect.soft(page, route).not.toHaveURL(/\/login/);
        await check();
      });
    }
  }

  test('is shown on every screen it belongs to', async ({ page }) => {
    await checkEach(page, bottomNavShown, () => expect.soft(bottomNav(page)).toBeVisible());
  });

  test('is hidden on every screen it does not belong to', async ({ page }) => {
    await checkEach(page, bottomNavHidden, async () => {
      await expect.soft(page.locator('#root')).not.toBeEmpty();
      await expect.soft(bottomNav(page)).toBeHidden();
    });
  });

  test('has four 54x54 items and no sidebar', async ({ page }) => {
    await page.goto('/');
    const nav = bottomNav(page);
    for (const name of ['Featured', 'Search', 'Create', 'Profile']) {
      const item = nav.getByRole(name === 'Create' ? 'button' : 'link', { name });
      // The bar renders again once the session is known, so a box read in between may be of a node already
      // gone (null): the size is polled until the bar holds still.
      await expect(item).toBeVisible();
      await expect.poll(async () => (await item.boundingBox())?.width).toBe(54);
      await expect.poll(async () => (await item.boundingBox())?.height).toBe(54);
    }
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
  });
});

test.describe('sidebar on a desktop', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, 'desktop only');

  test('collapses from 256px to 64px and remembers it', async ({ page }) => {
    await page.goto('/');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar).toBeVisible();
    await expect(bottomNav(page)).toBeHidden();
    await expect(sidebar.getByText('Stylebook')).toBeVisible();
    expect((await sidebar.boundingBox())?.width).toBe(256);

    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(64);
    await expect(sidebar.getByText('Stylebook')).toBeHidden();

    await page.reload();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(64);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);
  });
});
