/** What the feed and profile journeys share: the navigation in view, the sign-in prompt, verified accounts. */
import { expect, type APIRequestContext, type Page } from '../support/test.ts';
import type { SessionTokens } from '@stylebook/contracts';
import { logInWithPassword, navigation, registerThroughApi, type Person } from '../support/auth.ts';
import { linkFrom, waitForMail } from '../support/mail.ts';

/** The navigation this size shows: the bottom bar on a phone, the sidebar on a desktop. */
export { navigation };

export const signInPrompt = (page: Page) => page.getByRole('dialog', { name: 'Log in or create an account' });

/**
 * A new account whose email is verified by the link in its mail, so it may like, save and subscribe; with
 * the session it registered with, for journeys that do some of that through the API.
 */
export async function registerVerified(
  page: Page,
  request: APIRequestContext,
  person: Person,
): Promise<SessionTokens> {
  const session = await registerThroughApi(request, person);
  const mail = await waitForMail(request, person.email, 'Verify your email');
  await page.goto(linkFrom(mail, '/verify-email'));
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  return session;
}

/** Logs in through /login at either size, and waits to be back on Featured with the Profile link set. */
export async function logIn(page: Page, person: Pick<Person, 'email' | 'password'>) {
  await logInWithPassword(page, person);
  await expect(navigation(page).getByRole('link', { name: 'Profile' })).toHaveAttribute(
    'href',
    /^\/profiles\/[0-9a-f-]{36}$/,
  );
}
