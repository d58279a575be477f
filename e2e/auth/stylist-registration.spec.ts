/** Registering as a stylist takes the same steps and ends on onboarding, signed in as a STYLIST. */
import { expect, test } from '../support/test.ts';
import {
  expectSignedIn,
  fillRegisterForm,
  finishRegistration,
  isDesktop,
  newPerson,
} from '../support/auth.ts';
import { linkFrom, waitForMail } from '../support/mail.ts';

test.skip(isDesktop, 'identity journeys run at phone size');

test('register a stylist', async ({ page, request }) => {
  const coco = newPerson('Coco');
  await page.goto('/register?returnToPath=%2F%3Ftab%3D2');
  await fillRegisterForm(page, coco);
  await finishRegistration(page, { username: coco.username, accountType: 'Stylist' });
  await expect(page).toHaveURL(/\/onboarding/);
  await expect(page.getByText(`You're all set, ${coco.fullName}.`)).toBeVisible();

  const mail = await waitForMail(request, coco.email, 'Verify your email');
  expect(linkFrom(mail, '/verify-email')).toContain('oobCode=');

  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/\?tab=2$/);
  await expectSignedIn(page);

  // The account really is a stylist's: the identity service says so to a fresh sign-in.
  const signIn = await request.post('/identity/sign-in', {
    data: { email: coco.email, password: coco.password },
  });
  expect(signIn.ok()).toBe(true);
  expect((await signIn.json()) as { user: { role: string; username: string } }).toMatchObject({
    user: { role: 'STYLIST', username: coco.username },
  });
});
