/**
 * A sign-in link opened where someone else is signed in asks before switching accounts, and is used only
 * once the person agrees: a link an attacker mailed themselves cannot silently sign a victim into their
 * account.
 */
import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { logInWithPassword, newPerson, registerThroughApi, type Person } from '../support/auth.ts';
import { linkFrom, waitForMail } from '../support/mail.ts';

async function signInLinkFor(request: APIRequestContext, person: Person): Promise<string> {
  const since = Date.now();
  const response = await request.post('/identity/email-link', { data: { email: person.email } });
  expect(response.status()).toBe(204);
  return linkFrom(await waitForMail(request, person.email, 'sign-in link', { since }), '/action?mode=signIn');
}

async function expectSwitchQuestion(page: Page, signedInAs: Person) {
  await expect(page.getByRole('heading', { name: 'Switch accounts?' })).toBeVisible();
  await expect(
    page.getByText(`You're signed in as @${signedInAs.username}. Sign in as the account this link is for?`),
  ).toBeVisible();
}

test('a sign-in link for another account asks first, and Cancel keeps the link unused', async ({
  page,
  request,
}) => {
  const ada = newPerson('Ada');
  const bea = newPerson('Bea');
  await registerThroughApi(request, ada);
  await registerThroughApi(request, bea);
  await logInWithPassword(page, ada);

  const beasLink = await signInLinkFor(request, bea);
  await page.goto(beasLink);
  await expectSwitchQuestion(page, ada);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Still Ada, and the link still works: it was not used by asking.
  await page.goto(beasLink);
  await expectSwitchQuestion(page, ada);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  // Now Bea is the one signed in.
  await page.goto(await signInLinkFor(request, ada));
  await expectSwitchQuestion(page, bea);
});
