import type { Collection, SessionTokens } from '@stylebook/contracts';
import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { newPerson, registerVerifiedThroughApi } from '../support/auth.ts';
import { logIn, registerVerified } from './support.ts';

/** Each new stylist's earlier collections: two stylists' together fill more than one page of 30. */
const EARLIER_COLLECTIONS = 16;
const PAGE_SIZE = 30;

async function newCollection(request: APIRequestContext, session: SessionTokens, name: string) {
  const response = await request.post('/api/collections', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { name, isPrivate: false },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Collection;
}

const feedTiles = (page: Page) => page.getByRole('region', { name: 'Following feed' }).getByRole('listitem');

test('a person follows two stylists and sees what they add in Following, newest first, over two pages', async ({
  page,
  request,
}) => {
  // Two stylists' 34 things are made through the API first, which takes a while on a busy machine.
  test.setTimeout(120_000);
  const fan = newPerson('Fern');
  await registerVerified(page, request, fan);
  const stylists = await Promise.all(
    ['Ines', 'Otto'].map(async (firstName) => {
      const person = newPerson(firstName);
      return { person, session: await registerVerifiedThroughApi(request, person, 'stylist') };
    }),
  );
  // One stylist's at a time, so all of Otto's are newer than all of Ines's.
  for (const { person, session } of stylists) {
    const firstName = person.fullName.split(' ')[0]!;
    await Promise.all(
      Array.from({ length: EARLIER_COLLECTIONS }, (_, n) =>
        newCollection(request, session, `${firstName} earlier ${n + 1}`),
      ),
    );
  }
  await logIn(page, fan);

  await test.step('with nobody followed, Following suggests stylists to subscribe to', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Following', exact: true }).click();
    await expect(page).toHaveURL('/following');
    await expect(page.getByRole('heading', { name: 'Follow stylists to see what they add' })).toBeVisible();
    const suggested = page.getByRole('region', { name: 'Suggested stylists' });
    await expect(suggested.getByRole('button', { name: 'Subscribe', exact: true }).first()).toBeVisible();
  });

  await test.step('subscribe to both stylists from their profiles', async () => {
    for (const { session } of stylists) {
      await page.goto(`/profiles/${session.user.id}`);
      await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
    }
  });

  const [ines, otto] = stylists as [(typeof stylists)[0], (typeof stylists)[0]];
  await newCollection(request, ines.session, 'Ines newest');
  await newCollection(request, otto.session, 'Otto newest');

  await test.step('their new things come first, the newest at the top', async () => {
    await page.goto('/following');
    await expect(feedTiles(page).first()).toContainText('Otto newest');
    await expect(feedTiles(page).nth(1)).toContainText('Ines newest');
    await expect(feedTiles(page).nth(2)).toContainText('Otto earlier');
    await expect(feedTiles(page)).toHaveCount(PAGE_SIZE);
  });

  await test.step('scrolling to the end loads the second page', async () => {
    await feedTiles(page).last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 10_000);
    await expect(feedTiles(page)).toHaveCount(2 * EARLIER_COLLECTIONS + 2);
    await expect(feedTiles(page).last()).toContainText('Ines earlier');
    await expect(page.getByText("You're all caught up")).toBeVisible();
  });
});
