import { expect, test, type Page } from '../support/test.ts';
import { logInWithPassword, submitLogin } from '../support/auth.ts';

/** A seeded stylist: every settings screen applies to them. */
const stylist = {
  email: 'amaraedits@demo.stylebook.local',
  password: 'stylebook-demo',
  name: 'Amara Okafor',
};
/** A seeded shopper, who is not a stylist. */
const shopper = { email: 'priyar@demo.stylebook.local', password: 'stylebook-demo' };

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/** The navigation this viewport shows: the bottom bar on a phone, the sidebar on a desktop. */
const navigation = (page: Page) =>
  isPhone(page)
    ? page.getByRole('navigation', { name: 'Bottom navigation' })
    : page.getByRole('complementary', { name: 'Sidebar' });

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Follows a link of the current screen by its name, checks the screen it opens, and comes back. */
async function visitAndReturn(page: Page, link: string | RegExp, title: string, backTo: string) {
  await page.getByRole('link', { name: link }).click();
  await expect(heading(page, title)).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(heading(page, backTo)).toBeVisible();
}

test('a stylist reaches every settings screen by clicking, from the profile, and logs out there', async ({
  page,
}) => {
  await logInWithPassword(page, stylist);
  await navigation(page).getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(heading(page, 'Settings')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Your profile: / })).toContainText('@amara.edits');

  await visitAndReturn(page, /^Wallet/, 'Wallet', 'Settings');
  await visitAndReturn(page, /^Subscription price/, 'Subscription price', 'Settings');
  await visitAndReturn(page, /^Manage subscriptions/, 'Manage subscriptions', 'Settings');
  await visitAndReturn(page, /^Dashboard/, 'Dashboard', 'Settings');
  await visitAndReturn(page, /^Archive/, 'Archive', 'Settings');
  await visitAndReturn(page, /^Feedback/, 'Feedback', 'Settings');

  await page.getByRole('link', { name: /^Account/ }).click();
  await expect(heading(page, 'Account')).toBeVisible();
  await visitAndReturn(page, /^Change password/, 'Change password', 'Account');
  await page.getByRole('button', { name: 'Back', exact: true }).click();

  await page.getByRole('link', { name: /^About/ }).click();
  await expect(heading(page, 'About')).toBeVisible();
  await visitAndReturn(page, /^Terms and conditions/, 'Terms and conditions', 'About');
  await visitAndReturn(page, /^Privacy policy/, 'Privacy policy', 'About');
  await page.getByRole('button', { name: 'Back', exact: true }).click();

  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(navigation(page).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/');
});

test('the desktop sidebar shows who is signed in, with the way to settings', async ({ page }) => {
  test.skip(isPhone(page), 'the sidebar is desktop only');
  await logInWithPassword(page, stylist);
  const sidebar = navigation(page);
  await expect(sidebar.getByRole('link', { name: new RegExp(stylist.name) })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Settings' }).click();
  await expect(heading(page, 'Settings')).toBeVisible();
  await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();
  await sidebar.getByRole('link', { name: 'Settings' }).click();
  await expect(heading(page, 'Settings')).toBeVisible();
  await sidebar.getByRole('button', { name: 'Expand sidebar' }).click();
});

test('a shopper is offered the stylist-only screens as a way to become a stylist', async ({ page }) => {
  await logInWithPassword(page, shopper);
  await navigation(page).getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Settings' }).click();
  await expect(heading(page, 'Settings')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Subscription price/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Become a stylist/ })).toBeVisible();
});

test('a signed-out visitor opening /settings/wallet is asked to sign in and comes back there', async ({
  page,
}) => {
  await page.goto('/settings/wallet');
  await expect(page).toHaveURL(/\/login\?returnToPath=%2Fsettings%2Fwallet$/);
  await submitLogin(page, stylist.email, stylist.password);
  await expect(page).toHaveURL(/\/settings\/wallet$/);
  await expect(heading(page, 'Wallet')).toBeVisible();
});

test('signed-out visitors are sent to log in from the screens that need a person', async ({ page }) => {
  for (const path of ['/settings', '/settings/dashboard', '/settings/archive', '/onboarding']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login\\?returnToPath=${encodeURIComponent(path)}$`));
  }
});

test('a signed-in person opening /login or /register goes on where the form would have sent them', async ({
  page,
}) => {
  await logInWithPassword(page, shopper);
  await page.goto('/login?returnToPath=%2Fsettings%2Fwallet');
  await expect(page).toHaveURL(/\/settings\/wallet$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login?returnToPath=https%3A%2F%2Fevil.example%2F');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});
