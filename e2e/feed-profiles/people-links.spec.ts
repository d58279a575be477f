import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/test.ts';

test('a person opens by /users and /profiles alike, and an unknown one says so', async ({ page }) => {
  await page.goto('/sitemap');
  await page.getByRole('link', { name: /Amara Okafor/ }).click();
  const id = new URL(page.url()).pathname.split('/').at(-1)!;

  await page.goto(`/users/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeVisible();
  await expect(page.getByRole('link', { name: /subscribers?$/ })).toHaveAttribute(
    'href',
    `/profiles/${id}/subscribers`,
  );

  for (const path of [`/profiles/${randomUUID()}`, `/users/${randomUUID()}`, '/profiles/not-an-id']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: "This profile doesn't exist" })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL('/');
  }
});
