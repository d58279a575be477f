import { expect, test, type Page } from './support/test.ts';

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
    const toast = page.getByText('Sign in first to like, save and subscribe');
    await expect(toast).toBeVisible();
    await expect(prompt(page)).toBeVisible();
    // The toast must not cover the sheet's buttons: they stay clickable while it shows.
    const logIn = prompt(page).getByRole('link', { name: 'Log in' });
    await logIn.click({ trial: true, timeout: 2_000 });
    const [toastBox, logInBox] = [await toast.boundingBox(), await logIn.boundingBox()];
    expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(logInBox!.y);
  });

  test('Log in and Sign up are offered without a guarded action first', async ({ page }) => {
    await page.goto('/?tab=2');
    const phone = (page.viewportSize()?.width ?? 0) < 768;
    const entries = phone ? page.locator('header').first() : navigation(page);
    await expect(entries.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await entries.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login\?returnToPath=%2F%3Ftab%3D2$/);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  });
});
