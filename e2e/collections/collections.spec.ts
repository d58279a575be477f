import { expect, test, type Page } from '../support/test.ts';
import { isDesktop, logInWithPassword } from '../support/auth.ts';

test.skip(isDesktop, 'runs at phone size');

/** Seeded, verified accounts: a shopper (USER) and a stylist. */
const shopper = { email: 'samw@demo.stylebook.local', password: 'stylebook-demo' };
const stylist = { email: 'jonaswears@demo.stylebook.local', password: 'stylebook-demo' };

async function newCollection(page: Page, name: string, privacy?: 'Public') {
  await page
    .getByRole('navigation', { name: 'Bottom navigation' })
    .getByRole('button', { name: 'Create' })
    .click();
  await page.getByRole('menuitem', { name: /Collection/ }).click();
  const sheet = page.getByRole('dialog', { name: 'New Collection' });
  await sheet.getByRole('button', { name: 'Create' }).click();
  await expect(sheet.getByText('Collection name is required')).toBeVisible();
  await sheet.getByLabel('Enter collection name').fill(name);
  if (privacy) await sheet.getByText(privacy, { exact: true }).click();
  await sheet.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/collections\/[0-9a-f-]{36}\/edit$/);
  return page.url().match(/\/collections\/([0-9a-f-]{36})\/edit$/)![1]!;
}

test('a shopper makes a private collection and files a product into it from the product page', async ({
  page,
}) => {
  await logInWithPassword(page, shopper);
  await page
    .getByRole('navigation', { name: 'Bottom navigation' })
    .getByRole('button', { name: 'Create' })
    .click();
  await page.getByRole('menuitem', { name: /Collection/ }).click();
  const sheet = page.getByRole('dialog', { name: 'New Collection' });
  await expect(sheet.getByText('Only stylists can make collections public')).toBeVisible();
  await expect(sheet.getByRole('radio', { name: /Public/ })).toBeDisabled();
  await page.keyboard.press('Escape');

  const name = `Wishlist ${Date.now()}`;
  const id = await newCollection(page, name);

  await page.goto('/');
  const firstProduct = page.locator('a[href^="/products/"]').first();
  const productName = (await firstProduct.locator('img').first().getAttribute('alt'))!;
  await firstProduct.click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Add to collection' });
  await picker.getByPlaceholder('Search collections').fill(name.slice(0, 12));
  const card = picker.getByRole('button', { name: new RegExp(name) });
  await expect(card).toHaveAttribute('aria-pressed', 'false');
  await expect(card).toContainText('0 products');
  // The card turns at once; the journey leaves only once the server has filed it, as a slow server may
  // still be answering when the next page is asked for.
  const filed = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/collections/${id}/products`) && response.request().method() === 'POST',
  );
  await card.click();
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  expect((await filed).ok()).toBe(true);
  await picker.getByRole('button', { name: 'Done' }).click();

  await page.goto(`/collections/${id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Private', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: productName })).toBeVisible();
});

test('a stylist makes public and paid-only collections, archives one and brings it back', async ({
  page,
}) => {
  await logInWithPassword(page, stylist);
  const publicName = `Open edit ${Date.now()}`;
  const publicId = await newCollection(page, publicName, 'Public');
  await page.goto(`/collections/${publicId}`);
  await expect(page.getByText('Public', { exact: true })).toBeVisible();

  const paidName = `Insider picks ${Date.now()}`;
  const paidId = await newCollection(page, paidName, 'Public');
  await page.getByRole('link', { name: 'Edit details' }).click();
  await expect(page.getByRole('heading', { name: 'Collection details' })).toBeVisible();
  await page.getByText('Paid subscribers', { exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.goto(`/collections/${paidId}`);
  await expect(page.getByText('Paid subscribers', { exact: true })).toBeVisible();

  await page.goto(`/collections/${publicId}/edit-details`);
  await page.getByRole('button', { name: 'Archive' }).click();
  await page
    .getByRole('dialog', { name: 'Archive collection?' })
    .getByRole('button', { name: 'Archive' })
    .click();
  await page.goto('/settings/archive');
  const archived = page.getByRole('listitem').filter({ hasText: publicName });
  await expect(archived).toBeVisible();
  await archived.getByRole('button', { name: 'Unarchive' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: publicName })).toHaveCount(0);
});

/** Every `/media/` URL in a JSON value, except avatars (people's photos are public). */
function mediaUrlsBesidesAvatars(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return key !== 'avatarUrl' && value.includes('/media/') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => mediaUrlsBesidesAvatars(item));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => mediaUrlsBesidesAvatars(v, k));
  }
  return [];
}

/** Every object in a JSON value that describes the collection `id` (a feed card or the collection itself). */
function describing(value: unknown, id: string): object[] {
  if (Array.isArray(value)) return value.flatMap((item) => describing(item, id));
  if (!value || typeof value !== 'object') return [];
  const here = (value as { id?: unknown }).id === id ? [value] : [];
  return [...here, ...Object.values(value).flatMap((child) => describing(child, id))];
}

test('a signed-in non-subscriber sees a paid-only collection locked, with no real image in any reply', async ({
  page,
}) => {
  await logInWithPassword(page, shopper);
  const replies: unknown[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/api/') && response.headers()['content-type']?.includes('json')) {
      replies.push(await response.json().catch(() => null));
    }
  });

  // Jonas's seeded paid-only collection with products, so there is a cover that must stay behind its
  // placeholder. Found by search: Featured may show another of his collections instead, such as the one the
  // test above makes.
  await page.goto('/search?q=Under%20100&tab=collections');
  const locked = page
    .locator('a[href^="/collections/"]')
    .filter({ hasText: 'Subscribers only' })
    .filter({ hasText: 'Under 100' });
  await locked.click();
  await expect(page.getByRole('link', { name: 'Subscribe to unlock' })).toBeVisible();
  await expect(page.getByText('For paid subscribers')).toBeVisible();
  const id = page.url().match(/\/collections\/([0-9a-f-]{36})/)![1]!;

  const views = replies.flatMap((reply) => describing(reply, id));
  // The search card and the collection itself, at least.
  expect(views.length).toBeGreaterThanOrEqual(2);
  expect(views.find((view) => 'locked' in view)).toMatchObject({
    locked: true,
    productIds: [],
    products: [],
  });
  const urls = views.flatMap((view) => mediaUrlsBesidesAvatars(view));
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) expect(url).toMatch(/^\/media\/placeholders\//);
});
