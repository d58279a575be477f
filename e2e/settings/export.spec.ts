/**
 * 'Download your data' end to end at both sizes: a person with a private collection and a like downloads
 * their export from account settings, and the file holds their own things, none of their secrets and no one
 * else's private data.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '../support/test.ts';
import type { AccountExport, FeaturedProductsPage, SessionTokens } from '@stylebook/contracts';
import { logInWithPassword, newPerson, registerThroughApi, unique, type Person } from '../support/auth.ts';
import { linkFrom, waitForMail } from '../support/mail.ts';

/**
 * A verified account with a private collection and a liked product, made through the API: this journey is
 * about what the export holds, not how those things are made.
 */
async function personWithThings(request: APIRequestContext, person: Person) {
  const { token, user } = await registerThroughApi(request, person);
  const verification = await waitForMail(request, person.email, 'Verify your email');
  const oobCode = new URL(linkFrom(verification, '/verify-email')).searchParams.get('oobCode');
  expect((await request.post('/identity/verification/confirm', { data: { oobCode } })).ok()).toBe(true);

  const headers = { authorization: `Bearer ${token}` };
  const collectionName = `Wedding guest ideas ${unique()}`;
  const collection = await request.post('/api/collections', {
    headers,
    data: { name: collectionName, isPrivate: true, isPaidSubscriberOnly: false },
  });
  expect(collection.ok(), await collection.text()).toBe(true);
  const featured = (await (
    await request.get('/api/featured/products?limit=1&offset=0&seed=export')
  ).json()) as FeaturedProductsPage;
  const liked = featured.items[0]!.id;
  expect((await request.post(`/api/products/${liked}/like`, { headers })).ok()).toBe(true);
  return {
    userId: user.id,
    collectionId: ((await collection.json()) as { id: string }).id,
    collectionName,
    liked,
  };
}

test('a signed-in person downloads their data and finds their own things in it', async ({
  page,
  request,
}) => {
  const person = newPerson('Ines');
  const things = await personWithThings(request, person);
  await logInWithPassword(page, person, '/settings/account');

  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download your data' }).click();
  const file = await download;
  const today = new Date().toISOString().slice(0, 10);
  expect(file.suggestedFilename()).toBe(`stylebook-export-${person.username}-${today}.json`);
  await expect(
    page.getByText(`Your data was saved as stylebook-export-${person.username}-${today}.json.`),
  ).toBeVisible();

  const text = await readFile(await file.path(), 'utf8');
  const data = JSON.parse(text) as AccountExport;
  expect(data.format).toBe('stylebook-account-export/1');
  expect(data.account).toMatchObject({
    id: things.userId,
    email: person.email,
    username: person.username,
    name: person.fullName,
    signIn: { password: true, google: false },
  });
  expect(data.collections).toContainEqual(
    expect.objectContaining({ id: things.collectionId, name: things.collectionName, visibility: 'private' }),
  );
  expect(data.likes.products).toContainEqual(expect.objectContaining({ productId: things.liked }));
  expect(data.sessions.length).toBeGreaterThanOrEqual(1);
  expect(data.mail.map((mail) => mail.subject)).toContain('Verify your email for Stylebook');
  // Never a secret, and never another person's address.
  expect(text).not.toContain(person.password);
  expect(text).not.toContain('$argon2');
  expect(text).not.toContain('oobCode');
  expect(text).not.toMatch(/@demo\.stylebook\.local/);
});

test("another person's export is not there", async ({ request }) => {
  const person = newPerson('Omar');
  const { userId } = await personWithThings(request, person);
  const signIn = await request.post('/identity/sign-in', {
    data: { email: 'priyar@demo.stylebook.local', password: 'stylebook-demo' },
  });
  const { token } = (await signIn.json()) as SessionTokens;
  const response = await request.get(`/api/users/${userId}/export`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(404);
  expect((await request.get(`/api/users/${userId}/export`)).status()).toBe(401);
});
