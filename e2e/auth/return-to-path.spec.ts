/** The sign-in prompt's returnToPath survives the whole trip through /login. */
import { expect, test } from '../support/test.ts';
import {
  bottomNav,
  expectSignedIn,
  isDesktop,
  newPerson,
  registerThroughApi,
  submitLogin,
} from '../support/auth.ts';

test.skip(isDesktop, 'identity journeys run at phone size');

test('signed out, Search -> prompt -> Log in -> back on /search', async ({ page, request }) => {
  const ada = newPerson('Ada');
  await registerThroughApi(request, ada);

  await page.goto('/');
  await bottomNav(page).getByRole('link', { name: 'Search' }).click();
  const prompt = page.getByRole('dialog', { name: 'Log in or create an account' });
  await prompt.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?returnToPath=%2Fsearch$/);

  await submitLogin(page, ada.email, ada.password);
  await expect(page).toHaveURL(/\/search$/);
  await expectSignedIn(page);
});
