import { expect, test } from './support/test.ts';
import { authRoutes, missingItemRoutes, rootRoutes, signedInRoutes } from './routes.ts';

/**
 * The addresses the accessibility scan does not open as they are here: it opens items that exist, and one's
 * own screens signed in (e2e/accessibility.spec.ts, which checks every other route's status as it loads).
 */
const deepLinks = [...rootRoutes, ...authRoutes].filter(
  (route) => missingItemRoutes.has(route) || signedInRoutes.has(route.split('?')[0]!),
);

test.describe('deep links', () => {
  // One page loads every address in turn, each a full load of the document as a pasted link is: a fresh page
  // per address cost more than the loads themselves. Each address is a step, and a failing one does not hide
  // the others.
  test("a missing item, or one's own screen signed out, loads a screen from its address", async ({
    page,
  }) => {
    test.setTimeout(deepLinks.length * 10_000);
    for (const route of deepLinks) {
      await test.step(route, async () => {
        const response = await page.goto(route);
        expect.soft(response?.status(), route).toBe(missingItemRoutes.has(route) ? 404 : 200);
        await expect.soft(page.locator('#root'), route).not.toBeEmpty();
        await expect.soft(page.getByText('Not Found', { exact: true }), route).toHaveCount(0);
        await expect.soft(page.getByText('Something went wrong'), route).toHaveCount(0);
      });
    }
  });

  test('an unmatched route shows Not Found, with the status that says so', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Not Found', { exact: true })).toBeVisible();
  });

  test('an unknown API path answers a JSON 404, not the app', async ({ request }) => {
    const response = await request.get('/api/no-such-endpoint');
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ message: expect.any(String), code: 'NOT_FOUND' });
  });
});
