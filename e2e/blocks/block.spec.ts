import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { logInWithPassword, logOut, newPerson, registerThroughApi } from '../support/auth.ts';
import { logIn, registerVerified, signInPrompt } from '../feed-profiles/support.ts';

/**
 * Seeded stylists a new person may block: each block is between that person and one stylist, so nothing
 * another test sees changes. Amara's subscriber count and Mei's subscribers are other journeys' subjects.
 */
const STYLISTS = [
  'jonas.wears',
  'lucia.h.style',
  'jiwoo.park',
  'dewi.lestari',
  'harper.quinn',
  'marcus.reed',
];
const DEMO_PASSWORD = 'stylebook-demo';
/** The seed's addresses are the usernames without their dots (apps/server/src/seed/plan.ts). */
const demoLogin = (username: string) => ({
  email: `${username.replaceAll('.', '')}@demo.stylebook.local`,
  password: DEMO_PASSWORD,
});

const featuredTiles = (page: Page) => page.locator('#featured-panel a[href^="/products/"]');
const resultsPanel = (page: Page) => page.getByRole('tabpanel');

/** The first of STYLISTS whose product Featured shows the signed-in person. */
async function stylistOnFeatured(page: Page): Promise<string> {
  await page.goto('/');
  await expect(featuredTiles(page).first()).toBeVisible();
  const owners = (await featuredTiles(page).allInnerTexts()).flatMap((text) =>
    text.split('\n').filter((line) => line.startsWith('@')),
  );
  const username = owners.map((owner) => owner.slice(1)).find((owner) => STYLISTS.includes(owner));
  expect(username, `one of ${STYLISTS.join(', ')} among ${owners.join(', ')}`).toBeDefined();
  return username!;
}

/** People found for a search, once the People tab has answered. */
async function searchPeople(page: Page, q: string) {
  await page.goto(`/search?q=${encodeURIComponent(q)}&tab=people`);
  const panel = resultsPanel(page);
  await expect(panel.getByRole('listitem').first().or(panel.getByText('No people match'))).toBeVisible();
  return panel;
}

async function userId(request: APIRequestContext, username: string): Promise<string> {
  const found = (await (await request.get(`/api/users?query=${username}`)).json()) as {
    items: { id: string; username: string }[];
  };
  const person = found.items.find((item) => item.username === username);
  expect(person, `@${username}`).toBeDefined();
  return person!.id;
}

/** An access token of a seeded stylist, for calling the API as them. */
async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const signIn = await request.post('/identity/sign-in', { data: demoLogin(username) });
  return ((await signIn.json()) as { token: string }).token;
}

/** Who acted in the stylist's notifications, newest first. */
async function notifiedBy(request: APIRequestContext, username: string): Promise<string[]> {
  const list = await request.get('/api/notifications', {
    headers: { authorization: `Bearer ${await tokenOf(request, username)}` },
  });
  const { items } = (await list.json()) as { items: { actor: { id: string } | null }[] };
  return items.flatMap(({ actor }) => (actor ? [actor.id] : []));
}

const moreOptions = (page: Page) => page.getByRole('button', { name: 'More options' });
/** The header of the profile on screen: its name, @username and actions. */
const profileHeader = (page: Page) => page.locator('article header');

/** Opens a person from search's People tab, and waits for their profile. */
async function openFromSearch(page: Page, username: string, profilePath: string) {
  const panel = await searchPeople(page, username);
  await panel.getByText(`@${username}`, { exact: true }).click();
  await expect(page).toHaveURL(profilePath);
  await expect(profileHeader(page).getByText(`@${username}`, { exact: true })).toBeVisible();
}

test('a person blocks a stylist from the profile’s ⋯ menu, stops seeing them, and unblocks them in Settings', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const blair = newPerson('Blair');
  const { user } = await registerVerified(page, request, blair);
  await logIn(page, blair);

  const stylist = await stylistOnFeatured(page);
  const handle = `@${stylist}`;
  const stylistId = await userId(request, stylist);
  const profilePath = `/profiles/${stylistId}`;

  await test.step('search finds the stylist; subscribe on their profile', async () => {
    await openFromSearch(page, stylist, profilePath);
    await profileHeader(page).getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(profileHeader(page).getByRole('button', { name: 'Unsubscribe' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The stylist heard of it: the notification the block will hide.
    await expect.poll(() => notifiedBy(request, stylist)).toContain(user.id);
  });

  await test.step('⋯ → Block asks first, and blocking says so and hides the profile', async () => {
    await moreOptions(page).click();
    await page.getByRole('menuitem', { name: 'Block' }).click();
    const sheet = page.getByRole('dialog', { name: `Block ${handle}?` });
    await expect(
      sheet.getByText(
        "They won't be able to see your profile, products, looks or collections, or follow you, and you won't see theirs. Any follow or paid subscription between you ends; a paid subscription is refunded for the days not used. They won't be told.",
      ),
    ).toBeVisible();
    await sheet.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(page.getByText(`Blocked ${handle}`, { exact: true })).toBeVisible();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: `You blocked ${handle}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unblock' })).toBeVisible();
  });

  await test.step('the profile stays hidden when opened again', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `You blocked ${handle}` })).toBeVisible();
  });

  await test.step('Featured and search no longer show the stylist', async () => {
    await page.goto('/');
    await expect(featuredTiles(page).first()).toBeVisible();
    await expect(featuredTiles(page).filter({ hasText: handle })).toHaveCount(0);
    const panel = await searchPeople(page, stylist);
    await expect(panel.getByText(handle, { exact: true })).toHaveCount(0);
  });

  await test.step('the stylist finds no such profile, and may not subscribe', async () => {
    await logOut(page);
    await logIn(page, demoLogin(stylist));
    await page.goto(`/profiles/${user.id}`);
    await expect(page.getByRole('heading', { level: 1, name: "This profile doesn't exist" })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unblock' })).toHaveCount(0);

    await page.goto('/notifications');
    // By the link to them: other journeys' people may share the name.
    const notifications = page.getByRole('list', { name: 'Notifications' });
    await expect(notifications).toBeVisible();
    await expect(notifications.locator(`a[href="/profiles/${user.id}"]`)).toHaveCount(0);
    expect(await notifiedBy(request, stylist)).not.toContain(user.id);

    const follow = await request.post(`/api/users/${user.id}/subscribe`, {
      headers: { authorization: `Bearer ${await tokenOf(request, stylist)}` },
    });
    expect(follow.status()).toBe(403);
    expect(await follow.json()).toMatchObject({ code: 'BLOCKED' });
  });

  await test.step('Settings → Blocked accounts lists the stylist; Unblock takes them off', async () => {
    await logOut(page);
    await logIn(page, blair);
    await page.goto('/settings');
    await page.getByRole('link', { name: /^Blocked accounts/ }).click();
    await expect(page).toHaveURL('/settings/blocked-accounts');
    const list = page.getByRole('list', { name: 'Blocked accounts' });
    await expect(list.getByText(handle, { exact: true })).toBeVisible();
    await list.getByRole('button', { name: `Unblock ${handle}` }).click();
    await expect(page.getByText(`Unblocked ${handle}`, { exact: true })).toBeVisible();
    await expect(page.getByText("You haven't blocked anyone")).toBeVisible();
  });

  await test.step('search finds the stylist again; the block ended the subscription', async () => {
    // Through search rather than the address: a page drawn for a visitor would say Subscribe whatever the truth.
    await openFromSearch(page, stylist, profilePath);
    await expect(profileHeader(page).getByRole('button', { name: 'Subscribe', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

test('a blocked profile offers Unblock, and unblocking shows the profile again', async ({
  page,
  request,
}) => {
  const rowan = newPerson('Rowan');
  const { token } = await registerThroughApi(request, rowan);
  const stylistId = await userId(request, 'harper.quinn');
  const block = await request.put(`/api/users/${stylistId}/block`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(block.status()).toBe(204);

  await logInWithPassword(page, rowan, `/profiles/${stylistId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'You blocked @harper.quinn' })).toBeVisible();
  await page.getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByText('Unblocked @harper.quinn', { exact: true })).toBeVisible();
  await expect(profileHeader(page).getByText('@harper.quinn', { exact: true })).toBeVisible();
  await expect(moreOptions(page)).toBeVisible();
});

test('a visitor who chooses Block is asked to sign in first', async ({ page, request }) => {
  await page.goto(`/profiles/${await userId(request, 'marcus.reed')}`);
  await moreOptions(page).click();
  await page.getByRole('menuitem', { name: 'Block' }).click();
  await expect(page.getByText('Sign in first to like, save and subscribe')).toBeVisible();
  await expect(signInPrompt(page)).toBeVisible();
  await expect(page.getByRole('dialog', { name: /^Block / })).toHaveCount(0);
});
