import { expect, test, type APIRequestContext } from '../support/test.ts';
import { STORE_PRODUCT } from '../peers/store.ts';
import { isDesktop, logInWithPassword } from '../support/auth.ts';
import { drag } from '../support/drag.ts';
import { storeOrigin } from '../support/ports.ts';

test.skip(isDesktop, 'runs at phone size');

/** A seeded stylist: her first public collection holds two of her looks (apps/server/src/seed/plan.ts). */
const stylist = { email: 'amaraedits@demo.stylebook.local', password: 'stylebook-demo' };

interface CollectionReply {
  id: string;
  name: string;
  productIds: string[];
  lookIds: string[];
  looks: { id: string; title: string }[];
}

/** The stylist's collection with at least two looks, read through the API as she sees it. */
async function collectionWithLooks(request: APIRequestContext) {
  const signIn = await request.post('/identity/sign-in', { data: stylist });
  const { token, user } = (await signIn.json()) as { token: string; user: { id: string } };
  const headers = { Authorization: `Bearer ${token}` };
  const lists = (await (await request.get(`/api/users/${user.id}/collections`, { headers })).json()) as {
    collections: { id: string }[];
  };
  for (const { id } of lists.collections) {
    const collection = (await (
      await request.get(`/api/collections/${id}`, { headers })
    ).json()) as CollectionReply;
    if (collection.lookIds.length >= 2) return { collection, headers };
  }
  throw new Error('the demo seed has no collection with two looks');
}

test('reorder looks, add an existing product, then like and save a look', async ({ page, request }) => {
  const { collection, headers } = await collectionWithLooks(request);
  const [firstLook, secondLook] = collection.looks;
  await logInWithPassword(page, stylist);

  await page.goto(`/collections/${collection.id}/edit`);
  const looks = page.getByRole('region', { name: 'Looks' });
  const handles = looks.getByLabel(/\. Drag to reorder$/);
  await expect(handles.first()).toHaveAccessibleName(`${firstLook!.title}. Drag to reorder`);

  await drag(page, handles.nth(1), handles.first());
  await expect(handles.first()).toHaveAccessibleName(`${secondLook!.title}. Drag to reorder`);
  await expect
    .poll(async () => {
      const reply = await request.get(`/api/collections/${collection.id}`, { headers });
      return ((await reply.json()) as CollectionReply).lookIds.slice(0, 2);
    })
    .toEqual([secondLook!.id, firstLook!.id]);

  // Add products picks from everything she has saved, not only through a new store link.
  await page.getByRole('button', { name: 'Add products' }).click();
  const picker = page.getByRole('dialog', { name: 'Add products' });
  await expect(picker.getByRole('tab', { name: 'Your products' })).toHaveAttribute('aria-selected', 'true');
  await expect(picker.getByRole('button', { name: 'Paste a store link' })).toBeVisible();
  const choices = picker.locator('button[aria-pressed]');
  await expect(choices.first()).toBeVisible();
  const states = await choices.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-pressed')));
  const choice = choices.nth(states.indexOf('false'));
  await choice.click();
  await expect(choice).toHaveAttribute('aria-pressed', 'true');
  await picker.getByRole('button', { name: 'Done' }).click();
  await expect
    .poll(async () => {
      const reply = await request.get(`/api/collections/${collection.id}`, { headers });
      return ((await reply.json()) as CollectionReply).productIds.length;
    })
    .toBe(collection.productIds.length + 1);

  // The look page: like it, then save it into another collection from the sheet.
  await page.goto(`/looks/${firstLook!.id}`);
  const like = page.getByRole('button', { name: 'Like' });
  const likesBefore = Number(await like.getByTestId('like-count').textContent());
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like.getByTestId('like-count')).toHaveText(String(likesBefore + 1));
  await page.getByRole('button', { name: 'Save' }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByText('Look', { exact: true })).toBeVisible();
  const notFiled = sheet.locator('button[aria-pressed="false"]').first();
  const target = (await notFiled.locator('span.truncate').first().textContent())!;
  await notFiled.click();
  await expect(sheet.getByText(`Saved to ${target.slice(0, 20)}`)).toBeVisible();
  await sheet.getByRole('button', { name: 'Done' }).click();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Like' }).click();
  await expect(page.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
});

test('a look takes a product straight from a store link without losing the draft', async ({ page }) => {
  await logInWithPassword(page, stylist);
  await page.goto('/looks/create');
  const title = `Linked look ${Date.now()}`;
  await page.getByLabel('Title').fill(title);

  await page.getByRole('button', { name: 'Add products' }).click();
  await page.getByRole('button', { name: 'Paste a store link' }).click();
  const urlSheet = page.getByRole('dialog', { name: 'New product' });
  await urlSheet.getByLabel('Enter Product URL').fill(`${storeOrigin}${STORE_PRODUCT.path}`);
  await urlSheet.getByRole('button', { name: 'Add' }).click();
  const form = page.getByRole('dialog', { name: 'Create Product' });
  await expect(form).toBeVisible({ timeout: 20_000 });
  await form.getByRole('button', { name: 'Create' }).click();

  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/looks\/create/);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.locator('li', { hasText: STORE_PRODUCT.brand }).first()).toBeVisible();
});
