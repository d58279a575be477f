import { expect, test } from '@playwright/test';
import { authRoutes, rootRoutes, serverRenderedSampleItems } from './routes.ts';

test.describe('deep links', () => {
  for (const route of [...rootRoutes, ...authRoutes]) {
    test(`${route} loads its screen`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(serverRenderedSampleItems.has(route) ? 404 : 200);
      await expect(page.locator('#root')).not.toBeEmpty();
      await expect(page.getByText('Not Found', { exact: true })).toHaveCount(0);
      await expect(page.getByText('Something went wrong')).toHaveCount(0);
    });
  }

  test('an unmatched route shows Not Found', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('Not Found', { exact: true })).toBeVisible();
  });

  test('an unknown API path answers a JSON 404, not the app', async ({ request }) => {
    const response = await request.get('/api/no-such-endpoint');
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ message: expect.any(String), code: 'NOT_FOUND' });
  });
});
