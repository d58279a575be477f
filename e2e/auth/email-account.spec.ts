/**
 * A person's whole life with an email account, at phone size, with the mail travelling over real SMTP:
 * register, verify, password sign-in, emailed sign-in link, password reset.
 */
import { expect, test } from '../support/test.ts';
import {
  expectSignedIn,
  openOwnProfile,
  fillRegisterForm,
  finishRegistration,
  isDesktop,
  logInWithPassword,
  logOut,
  newPerson,
  submitLogin,
} from '../support/auth.ts';
import { linkFrom, waitForMail } from '../support/mail.ts';

test.skip(isDesktop, 'identity journeys run at phone size');

test('register, verify by mail, then sign in by password, by emailed link, and after a reset', async ({
  page,
  request,
}) => {
  const ada = newPerson('Ada');

  await test.step('register a USER', async () => {
    await page.goto('/register');
    await fillRegisterForm(page, ada);
    await finishRegistration(page, { username: ada.username, accountType: 'Shopper' });
    await expect(page).toHaveURL(/\/onboarding/);
    await expect(page.getByRole('heading', { name: 'Welcome to Stylebook' })).toBeVisible();
    await expect(page.getByText(`You're all set, ${ada.fullName}.`)).toBeVisible();
    await expect(page.getByText(`We sent a verification link to ${ada.email}`)).toBeVisible();
  });

  await test.step('the verification mail arrives over SMTP and its link verifies the email', async () => {
    const mail = await waitForMail(request, ada.email, 'Verify your email');
    await page.goto(linkFrom(mail, '/verify-email'));
    await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    // The link returns to where registration was heading; the welcome no longer asks for verification.
    await expect(page).toHaveURL(/\/onboarding/);
    await expect(page.getByText(`You're all set, ${ada.fullName}.`)).toBeVisible();
    await expect(page.getByText(`We sent a verification link to ${ada.email}`)).toBeHidden();
  });

  await test.step('log out, then log in with email and password', async () => {
    await logOut(page);
    await logInWithPassword(page, ada, '/?tab=2');
    await logOut(page);
  });

  await test.step('log in by an emailed sign-in link', async () => {
    const since = Date.now();
    await page.goto('/login');
    await page.getByLabel('Email').fill(ada.email);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(page.getByText(`We sent a sign-in link to ${ada.email}`)).toBeVisible();

    const mail = await waitForMail(request, ada.email, 'sign-in link', { since });
    const link = linkFrom(mail, '/action?mode=signIn');
    await page.goto(link);
    await expect(page).toHaveURL(/\/$/);
    await expectSignedIn(page);
    await openOwnProfile(page, ada.fullName);
    await logOut(page);

    // The link works once.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: "We couldn't open this link" })).toBeVisible();
  });

  await test.step('forgot password: the reset mail leads to a new password', async () => {
    const since = Date.now();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email').fill(ada.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page).toHaveURL(/\/forgot-password\/sent\?email=/);
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

    const mail = await waitForMail(request, ada.email, 'Reset your', { since });
    await page.goto(linkFrom(mail, '/action?mode=resetPassword'));
    await expect(page).toHaveURL(/\/reset-password\?oobCode=/);
    const newPassword = `${ada.password}-new`;
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByText('Your password has been reset. Log in with your new password.'),
    ).toBeVisible();

    await submitLogin(page, ada.email, ada.password);
    await expect(page.getByText('Incorrect email or password')).toBeVisible();
    await logInWithPassword(page, { email: ada.email, password: newPassword });
  });
});
