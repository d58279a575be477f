/** People, screens and steps the identity journeys share. */
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from './test.ts';
import type { SessionTokens } from '@stylebook/contracts';
import { linkFrom, waitForMail } from './mail.ts';
import { MODERATOR_EMAIL } from './ports.ts';

/** For `test.skip`: the identity journeys run at phone size only, where the bottom navigation shows. */
export const isDesktop = ({ viewport }: { viewport: { width: number } | null }) =>
  (viewport?.width ?? 0) >= 768;

/** A suffix no other test or run uses: base-36 time plus random, lowercase, so it suits usernames. */
export function unique(): string {
  return `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

export interface Person {
  fullName: string;
  email: string;
  password: string;
  username: string;
}

export function newPerson(firstName = 'Ada'): Person {
  const id = unique();
  return {
    fullName: `${firstName} Lovelace`,
    email: `${firstName.toLowerCase()}.${id}@example.test`,
    password: `pw-${id}`,
    username: `${firstName.toLowerCase()}_${id}`,
  };
}

/** The navigation a phone shows; its Profile link tells who is signed in (docs/product.md §14). */
export const bottomNav = (page: Page) => page.getByRole('navigation', { name: 'Bottom navigation' });
/** The navigation the page shows at its size: the bottom navigation on a phone, the sidebar on a desktop. */
export const navigation = (page: Page) =>
  bottomNav(page)
    .or(page.getByRole('complementary', { name: 'Sidebar' }))
    .filter({ visible: true });
const profileLink = (page: Page) => navigation(page).getByRole('link', { name: 'Profile' });

/** Profile goes to /profiles/{current user id} when signed in. */
export async function expectSignedIn(page: Page) {
  await expect(profileLink(page)).toHaveAttribute('href', /^\/profiles\/[0-9a-f-]{36}$/);
}

/** ...and to / when signed out. */
export async function expectSignedOut(page: Page) {
  await expect(profileLink(page)).toHaveAttribute('href', '/');
}

/** Taps Profile: the signed-in person's own profile opens, titled with their name (or 'Profile'). */
export async function openOwnProfile(page: Page, name: string) {
  const href = await profileLink(page).getAttribute('href');
  await profileLink(page).click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    new RegExp(`^(Profile|${escapeRegExp(name)})$`),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** /logout signs out and goes to Featured. */
export async function logOut(page: Page) {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await expectSignedOut(page);
}

/** Fills /login and submits; the caller asserts where it lands. */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * Logs in at /login and waits to land on `returnToPath`. The login form goes there only once the session is
 * established, so landing proves the sign-in: at either size, and on screens that show no navigation.
 */
export async function logInWithPassword(
  page: Page,
  person: Pick<Person, 'email' | 'password'>,
  returnToPath = '/',
) {
  await page.goto(`/login?returnToPath=${encodeURIComponent(returnToPath)}`);
  await submitLogin(page, person.email, person.password);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === returnToPath);
}

/** /register: the first step, then the caller continues at /register/username. */
export async function fillRegisterForm(page: Page, person: Pick<Person, 'fullName' | 'email' | 'password'>) {
  await page.getByLabel('Full name').fill(person.fullName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** The registration steps after /register: username, preferences, instagram, account type. */
export async function finishRegistration(
  page: Page,
  { username, accountType }: { username: string; accountType: AccountTypeLabel },
) {
  await expect(page).toHaveURL(/\/register\/username/);
  await page.getByLabel('Username').fill(username);
  await expect(page.getByText(`@${username} is available`)).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(page).toHaveURL(/\/register\/preferences/);
  await choose(page, 'Womenswear');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(page).toHaveURL(/\/register\/instagram/);
  await page.getByLabel('Instagram handle').fill(`@${username}`);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await chooseAccountType(page, accountType);
}

/** Taps a choice card (a visually hidden radio inside its label), as a person would. */
async function choose(page: Page, label: string) {
  await page.getByText(label, { exact: true }).click();
  // The radio's name is the card's whole text: its label, then a line of explanation.
  await expect(page.getByRole('radio', { name: new RegExp(`^${label}\\b`) })).toBeChecked();
}

/** The account types as /register/account-type names them: USER is 'Shopper', STYLIST is 'Stylist'. */
export type AccountTypeLabel = 'Shopper' | 'Stylist';

export async function chooseAccountType(page: Page, accountType: AccountTypeLabel) {
  await expect(page).toHaveURL(/\/register\/account-type/);
  await choose(page, accountType);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Creates an account through the product API, for tests whose subject is not registration. */
export async function registerThroughApi(
  request: APIRequestContext,
  person: Person,
  role: 'user' | 'stylist' = 'user',
): Promise<SessionTokens> {
  const response = await request.post(`/api/auth/register/${role}`, {
    data: {
      fullName: person.fullName,
      email: person.email,
      password: person.password,
      username: person.username,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as SessionTokens;
}

/** An account whose address is confirmed by the link in its mail, made through the API. */
export async function registerVerifiedThroughApi(
  request: APIRequestContext,
  person: Person,
  role: 'user' | 'stylist' = 'user',
): Promise<SessionTokens> {
  const session = await registerThroughApi(request, person, role);
  const verification = await waitForMail(request, person.email, 'Verify your email');
  const oobCode = new URL(linkFrom(verification, '/verify-email')).searchParams.get('oobCode');
  expect((await request.post('/identity/verification/confirm', { data: { oobCode } })).ok()).toBe(true);
  return session;
}

/** The run's one moderator (serve.ts names their address in ADMIN_EMAILS); no seeded person is one. */
export const moderator: Person = {
  fullName: 'Morgan Moderator',
  email: MODERATOR_EMAIL,
  password: 'moderator-e2e-password',
  username: 'morgan_moderates',
};

/**
 * Signs the moderator in through the API, registering them on first use; tests running side by side may race
 * to register, and one of them wins.
 */
export async function signInModerator(request: APIRequestContext): Promise<SessionTokens> {
  const signIn = () =>
    request.post('/identity/sign-in', { data: { email: moderator.email, password: moderator.password } });
  let response = await signIn();
  if (!response.ok()) {
    const registered = await request.post('/api/auth/register/user', { data: moderator });
    expect(registered.ok() || registered.status() === 409, await registered.text()).toBe(true);
    response = registered.ok() ? registered : await signIn();
  }
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as SessionTokens;
}
