import { expect, test, type Page } from '@playwright/test';

/** The navigation that this viewport shows: the bottom bar on a phone, the sidebar on a desktop. */
function navigation(page: Page) {
  const phone = (page.viewportSize()?.width ?? 0) < 768;
  return phone
    ? page.getByRole('navigation', { name: 'Bottom navigation' })
    : page.getByRole('complementary', { name: 'Sidebar' });
}

const prompt = (page: Page) => page.getByRole('dialog', { name: 'Log in or create an account' });

test.describe('signed out', () => {
  test('Search opens the sign-in prompt, and Log in carries the return path', async ({ page }) => {
    await page.goto('/?tab=2');
    await navigation(page).getByRole('link', { name: 'Search' }).click();
    await expect(prompt(page)).toBeVisible();
    await expect(page).toHaveURL(/\/\?tab=2$/);
    await prompt(page).getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login\?returnToPath=%2Fsearch$/);
    await expect(prompt(page)).toBeHidden();
  });

  test('Create opens the prompt and Create an account returns to the current page', async ({ page }) => {
    await page.goto('/?tab=2');
    await navigation(page).getByRole('button', { name: 'Create' }).click();
    await expect(prompt(page)).toBeVisible();
    await prompt(page).getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/register\?returnToPath=%2F%3Ftab%3D2$/);
  });

  test('Profile opens the prompt, and dismissing it closes it', async ({ page }) => {
    await page.goto('/');
    await navigation(page).getByRole('link', { name: 'Profile' }).click();
    await expect(prompt(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(prompt(page)).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test('saving a product from the feed asks to sign in first', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('button', { name: /^Save / })
      .first()
      .click();
    await expect(page.getByText('Sign in first to like, save and subscribe')).toBeVisible();
    await expect(prompt(page)).toBeVisible();
  });
});
