/**
 * Google sign-in through a real OpenID provider (peers/oidc.ts) in a real popup: the first time the app asks
 * for a username and an account type; the second time it signs straight in.
 */
import { expect, test, type Page } from '../support/test.ts';
import { googleAccount } from '../peers/oidc.ts';
import {
  chooseAccountType,
  expectSignedIn,
  isDesktop,
  logOut,
  openOwnProfile,
  unique,
} from '../support/auth.ts';

test.skip(isDesktop, 'identity journeys run at phone size');

/** Clicks 'Continue with Google' and signs in as `login` in the provider's popup, consenting if asked. */
async function continueWithGoogle(page: Page, login: string) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  const closed = popup.waitForEvent('close');

  await popup.getByPlaceholder('Enter any login').fill(login);
  await popup.getByPlaceholder('and password').fill('any password');
  await popup.getByRole('button', { name: 'Sign-in' }).click();

  const consent = popup.getByRole('button', { name: 'Continue', exact: true });
  const asked = await Promise.race([
    closed.then(() => false),
    consent.waitFor().then(
      () => true,
      () => false, // the popup closed first
    ),
  ]);
  if (asked) await consent.click();
  await closed;
}

test('sign up with Google in a popup, then sign in with it again', async ({ page }) => {
  const login = `grace.${unique()}`;
  const username = login.replace('.', '_');

  await page.goto('/login');
  await continueWithGoogle(page, login);

  await expect(page).toHaveURL(/\/register\/username/);
  await page.getByLabel('Username').fill(username);
  await expect(page.getByText(`@${username} is available`)).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  // Each step has its own Skip button: wait for the step's screen, not just its address, before tapping it.
  await expect(page).toHaveURL(/\/register\/preferences/);
  await expect(page.getByRole('group', { name: 'Style preference' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/register\/instagram/);
  await expect(page.getByLabel('Instagram handle')).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  await chooseAccountType(page, 'Shopper');

  await expect(page).toHaveURL(/\/onboarding/);
  await expect(page.getByText(`You're all set, ${googleAccount(login).name}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page);
  await openOwnProfile(page, googleAccount(login).name);

  await logOut(page);
  await page.goto('/login?returnToPath=%2F%3Ftab%3D2');
  await continueWithGoogle(page, login);
  await expect(page).toHaveURL(/\/\?tab=2$/);
  await expectSignedIn(page);
});
