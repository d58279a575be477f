/**
 * Notifications end to end at both sizes: someone subscribes to a person, whose bell shows it, whose list
 * shows it and reads it; the person turns a kind of mail off in settings; and the daily notifications mail
 * reaches the SMTP peer with a one-click unsubscribe link that works without signing in.
 */
import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import {
  isDesktop,
  logInWithPassword,
  newPerson,
  registerVerifiedThroughApi,
  type Person,
} from '../support/auth.ts';
import { waitForMail } from '../support/mail.ts';

/** A person with a confirmed address, made through the API: these journeys are about what follows. */
async function verifiedPerson(request: APIRequestContext, firstName: string) {
  const person = newPerson(firstName);
  const { token, user } = await registerVerifiedThroughApi(request, person);
  return { person, token, userId: user.id };
}

async function subscribe(request: APIRequestContext, token: string, userId: string) {
  const reply = await request.post(`/api/users/${userId}/subscribe`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
}

/** The bell: in the phone's header on Featured, in the sidebar on a desktop. */
const bell = (page: Page) => page.getByRole('link', { name: /^Notifications(, \d+ unread)?$/ });

test('a new subscriber shows on the bell and in the list, which reads it', async ({ page, request }) => {
  const me = await verifiedPerson(request, 'Nadia');
  const fan = await verifiedPerson(request, 'Bea');
  await logInWithPassword(page, me.person, '/');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await page.goto('/notifications');
  await expect(page.getByText('No notifications yet')).toBeVisible();

  await subscribe(request, fan.token, me.userId);
  await page.goto('/');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(bell(page).getByTestId('unread-badge')).toHaveText('1');

  await bell(page).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const list = page.getByRole('list', { name: 'Notifications' });
  const row = list.getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${fan.person.fullName} subscribed to you`);
  await expect(row).toContainText('just now');
  // Opened, it is read: the row keeps its unread mark for this visit, the bell counts nothing.
  await expect(row).toHaveAttribute('data-unread', 'true');
  await page.goto('/');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await page.goto('/notifications');
  await expect(page.getByRole('list', { name: 'Notifications' }).getByRole('listitem')).toHaveAttribute(
    'data-unread',
    'false',
  );
  await page.getByRole('link', { name: `${fan.person.fullName} subscribed to you` }).click();
  await expect(page).toHaveURL(new RegExp(`/profiles/${fan.userId}$`));
});

test('a person turns a kind of notification mail off in settings', async ({ page, request }) => {
  const me = await verifiedPerson(request, 'Tove');
  await logInWithPassword(page, me.person, '/settings');
  await page.getByRole('link', { name: /Which notifications you get by email/ }).click();
  await expect(page).toHaveURL(/\/settings\/notifications$/);
  const priceDrops = page.getByRole('switch', { name: 'Price drops' });
  await expect(priceDrops).toHaveAttribute('aria-checked', 'true');
  await priceDrops.click();
  await expect(priceDrops).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Price drops' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: 'New subscribers' })).toHaveAttribute('aria-checked', 'true');
});

test.describe('the notifications mail', () => {
  // The mail and its link are the same at both sizes; one run proves them.
  test.skip(isDesktop, 'runs at phone size');

  test('the notifications mail arrives and its link unsubscribes without signing in', async ({
    page,
    request,
  }) => {
    const me = await verifiedPerson(request, 'Mira');
    const fan = await verifiedPerson(request, 'Lior');
    const since = Date.now();
    await subscribe(request, fan.token, me.userId);

    const mail = await waitForMail(request, me.person.email, `${fan.person.fullName} subscribed to you`, {
      since,
    });
    expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    expect(mail.listUnsubscribe).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/api\/notifications\/unsubscribe\?token=.+>$/,
    );
    expect(mail.text).toContain(`/profiles/${fan.userId}`);
    const stopLine = mail.text
      .split('\n')
      .find((line) => line.startsWith('Stop mail about new subscribers: '));
    expect(stopLine, mail.text).toBeDefined();

    await page.goto(stopLine!.slice('Stop mail about new subscribers: '.length));
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    await expect(page.getByText('We will not email you about new subscribers any more.')).toBeVisible();

    await logInWithPassword(page, me.person satisfies Person, '/settings/notifications');
    await expect(page.getByRole('switch', { name: 'New subscribers' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(page.getByRole('switch', { name: 'Likes of your products' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });
});
