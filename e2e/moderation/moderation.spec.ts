/**
 * Moderation end to end at both sizes (issue 30, docs/product.md §20): a person reports another's product, a
 * moderator removes it with a note, and only its owner still finds it, told why; the owner of a removed
 * collection may edit it but is not offered to share it; a moderator suspends a stylist with a paid
 * subscriber, who is refunded, and the stylist cannot sign in until reinstated; and to anyone else
 * /moderation is not there. The moderator is the account serve.ts names in ADMIN_EMAILS.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import type { Collection, ModerationQueue, Product, ScrapedProduct } from '@stylebook/contracts';
import { STORE_PRODUCT } from '../peers/store.ts';
import {
  isDesktop,
  logInWithPassword,
  logOut,
  moderator,
  navigation,
  newPerson,
  registerVerifiedThroughApi,
  signInModerator,
  submitLogin,
  type Person,
} from '../support/auth.ts';
import { storeOrigin } from '../support/ports.ts';

/** A new person whose name holds their unique username, so a case or audit row names only them. */
function uniquePerson(firstName: string): Person {
  const person = newPerson(firstName);
  return { ...person, fullName: `${firstName} ${person.username}` };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A product of the person holding `token`, with the store's photos and `description` as its name. */
async function createProduct(request: APIRequestContext, token: string, description: string) {
  const scrape = await request.post('/api/products/scrape', {
    headers: bearer(token),
    data: { url: `${storeOrigin}${STORE_PRODUCT.path}` },
  });
  expect(scrape.ok(), await scrape.text()).toBe(true);
  const scraped = (await scrape.json()) as ScrapedProduct;
  const created = await request.post('/api/products', {
    headers: bearer(token),
    data: {
      purchaseUrl: scraped.url,
      description,
      brand: scraped.brand,
      price: scraped.price,
      currency: scraped.currency,
      gender: 'UNISEX',
      images: scraped.images,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as Product;
}

/**
 * POSTs as the person holding `token` and expects it to succeed; each request carries an idempotency key of
 * its own, which the money-moving routes ask for (docs/product.md §9).
 */
async function post(request: APIRequestContext, token: string, path: string, data?: object) {
  const reply = await request.post(path, {
    headers: { ...bearer(token), 'idempotency-key': randomUUID() },
    data,
  });
  expect(reply.ok(), `${path}: ${await reply.text()}`).toBe(true);
}

/** Opens /moderation as a moderator finds it: from the sidebar on a desktop, from Settings on a phone. */
async function openModeration(page: Page, desktop: boolean) {
  if (desktop) {
    await navigation(page).getByRole('link', { name: 'Moderation' }).click();
  } else {
    await page.goto('/settings');
    await page.getByRole('link', { name: /^Moderation/ }).click();
  }
  await expect(page).toHaveURL(/\/moderation\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
}

const tab = (page: Page, name: 'Open' | 'Resolved' | 'Audit') => page.getByRole('tab', { name });
/** The row of a case in the Open or Resolved tab, by text only it holds. */
const caseRow = (page: Page, list: 'Open reports' | 'Resolved reports', text: string) =>
  page.getByRole('list', { name: list }).getByRole('button').filter({ hasText: text });
const auditRows = (page: Page, text: string) =>
  page.getByRole('list', { name: 'Moderation actions' }).getByRole('listitem').filter({ hasText: text });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

test('a reported product is removed by a moderator, and only its owner still sees it, told why', async ({
  page,
  request,
  viewport,
}) => {
  test.setTimeout(120_000);
  const owner = uniquePerson('Olive');
  const { token } = await registerVerifiedThroughApi(request, owner);
  const title = `Overshirt ${owner.username}`;
  const product = await createProduct(request, token, title);
  const productPath = `/products/${product.id}`;
  const reporter = uniquePerson('Remy');
  await registerVerifiedThroughApi(request, reporter);
  await signInModerator(request);
  const details = 'Asks buyers to pay by bank transfer.';
  const note = 'A scam listing';

  await test.step('a person reports the product from its ⋯ menu', async () => {
    await logInWithPassword(page, reporter, productPath);
    await page.getByRole('button', { name: 'More options' }).click();
    await page.getByRole('menuitem', { name: 'Report' }).click();
    const sheet = page.getByRole('dialog', { name: 'Report' });
    await sheet.getByText('Scam or fraud', { exact: true }).click();
    await sheet.getByLabel('Details (optional)').fill(details);
    await sheet.getByRole('button', { name: 'Send report' }).click();
    await expect(toast(page, "Thanks — we'll take a look")).toBeVisible();
  });

  await test.step('the moderator finds it in Open, reads the report and removes it with a note', async () => {
    await logOut(page);
    await logInWithPassword(page, moderator);
    await openModeration(page, isDesktop({ viewport }));
    await expect(tab(page, 'Open')).toHaveAttribute('aria-selected', 'true');
    const row = caseRow(page, 'Open reports', title);
    await expect(row).toContainText(`Product · @${owner.username}`);
    await expect(row).toContainText('Scam · 1');
    await expect(row).toContainText('1 report · first reported');
    await row.click();
    const sheet = page.getByRole('dialog', { name: 'Reported product' });
    await expect(sheet.getByText(details)).toBeVisible();
    await expect(sheet.getByRole('button', { name: `Suspend @${owner.username}` })).toBeVisible();
    await sheet.getByLabel('Note').fill(note);
    await sheet.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(toast(page, 'Removed')).toBeVisible();
    await expect(sheet).toBeHidden();
    await expect(caseRow(page, 'Open reports', title)).toHaveCount(0);
  });

  await test.step('the case is in Resolved and the removal in the audit', async () => {
    await tab(page, 'Resolved').click();
    const row = caseRow(page, 'Resolved reports', title);
    await expect(row).toContainText(`Removed · @${moderator.username}`);
    await expect(row).toContainText(note);
    await tab(page, 'Audit').click();
    const entry = auditRows(page, title);
    await expect(entry).toContainText(`Removed · @${moderator.username}`);
    await expect(entry).toContainText(`Product: ${title}`);
    await expect(entry).toContainText(note);
  });

  await test.step('its owner still opens it, told it was removed and why', async () => {
    await logOut(page);
    await logInWithPassword(page, owner, productPath);
    await expect(page.getByText('Removed by moderators')).toBeVisible();
    await expect(page.getByText(`Reason: ${note}`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  await test.step('anyone else finds it not there', async () => {
    await logOut(page);
    await logInWithPassword(page, reporter, productPath);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This product is not available' }),
    ).toBeVisible();
    expect((await request.get(`/api/products/${product.id}`)).status()).toBe(404);
  });
});

test('the owner of a removed collection may still edit it, but is not offered to share it', async ({
  page,
  request,
}) => {
  const owner = uniquePerson('Cleo');
  const ownerSession = await registerVerifiedThroughApi(request, owner, 'stylist');
  const created = await request.post('/api/collections', {
    headers: bearer(ownerSession.token),
    data: { name: `Capsule ${owner.username}`, isPrivate: false },
  });
  expect(created.status(), await created.text()).toBe(201);
  const collection = (await created.json()) as Collection;
  const collectionPath = `/collections/${collection.id}`;
  const reporter = uniquePerson('Rhea');
  const reporterSession = await registerVerifiedThroughApi(request, reporter);
  const share = page.getByRole('button', { name: 'Share' });
  const publicBadge = page.getByText('Public', { exact: true });

  await test.step('while it shows, its owner reads Public and may share it', async () => {
    await logInWithPassword(page, owner, collectionPath);
    await expect(publicBadge).toBeVisible();
    await expect(share).toBeVisible();
  });

  await test.step('through the API: a report of it, and a moderator removes it', async () => {
    await post(request, reporterSession.token, '/api/reports', {
      targetType: 'collection',
      targetId: collection.id,
      reason: 'spam',
    });
    const { token } = await signInModerator(request);
    const queue = await request.get('/api/moderation/reports?status=open&limit=100', {
      headers: bearer(token),
    });
    expect(queue.ok(), await queue.text()).toBe(true);
    const { items } = (await queue.json()) as ModerationQueue;
    const moderationCase = items.find(({ target }) => target.id === collection.id);
    expect(moderationCase, 'the case of the reported collection').toBeDefined();
    await post(request, token, `/api/moderation/reports/${moderationCase!.id}/actions`, { action: 'remove' });
  });

  await test.step('its owner, told it was removed, may edit it; no badge says Public, no Share', async () => {
    await page.reload();
    await expect(page.getByText('Removed by moderators')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit', exact: true })).toBeVisible();
    await expect(share).toHaveCount(0);
    await expect(publicBadge).toHaveCount(0);
  });
});

test('a moderator suspends a stylist with a paid subscriber, who is refunded, and reinstates them', async ({
  page,
  request,
  viewport,
}) => {
  test.setTimeout(150_000);
  const desktop = isDesktop({ viewport });
  const stylist = uniquePerson('Stella');
  const stylistSession = await registerVerifiedThroughApi(request, stylist, 'stylist');
  const subscriber = uniquePerson('Sami');
  const { token } = await registerVerifiedThroughApi(request, subscriber);
  const handle = `@${stylist.username}`;

  await test.step('through the API: a price, a paid subscriber, and a report of the stylist', async () => {
    const price = await request.put('/api/subscriptions/price', {
      headers: bearer(stylistSession.token),
      data: { amount: 499, currency: 'USD' },
    });
    expect(price.ok(), await price.text()).toBe(true);
    await post(request, token, '/api/wallet/top-ups', { amount: 1000, currency: 'USD' });
    await post(request, token, `/api/users/${stylistSession.user.id}/paid-subscription`);
    await post(request, token, '/api/reports', {
      targetType: 'user',
      targetId: stylistSession.user.id,
      reason: 'scam',
    });
    await signInModerator(request);
  });

  await test.step('the moderator suspends the stylist, after a second question that names the refund', async () => {
    await logInWithPassword(page, moderator);
    await openModeration(page, desktop);
    const row = caseRow(page, 'Open reports', handle);
    await expect(row).toContainText(`Profile · ${handle}`);
    await row.click();
    const sheet = page.getByRole('dialog', { name: 'Reported profile' });
    await expect(sheet.getByRole('button', { name: 'Remove', exact: true })).toHaveCount(0);
    await sheet.getByRole('button', { name: `Suspend ${handle}` }).click();
    const confirm = page.getByRole('dialog', { name: `Suspend ${handle}?` });
    await expect(
      confirm.getByText(
        "They are signed out everywhere and can't sign in; their profile and everything they made are hidden.",
      ),
    ).toBeVisible();
    await expect(
      confirm.getByText('1 paid subscriber will be refunded for the rest of their period.'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expect(toast(page, `${handle} suspended`)).toBeVisible();
    await expect(sheet).toBeHidden();
  });

  await test.step('the subscriber finds the refund in their wallet history', async () => {
    await logOut(page);
    await logInWithPassword(page, subscriber, '/settings/wallet');
    const history = page.getByRole('list', { name: 'Transactions' });
    await expect(history.getByRole('listitem').filter({ hasText: 'Refund' })).toBeVisible();
  });

  await test.step('the stylist cannot sign in', async () => {
    await logOut(page);
    await page.goto('/login');
    await submitLogin(page, stylist.email, stylist.password);
    await expect(page.getByRole('alert')).toHaveText('This account has been suspended');
  });

  await test.step('the moderator reinstates them from the resolved case; the audit has both', async () => {
    await logInWithPassword(page, moderator);
    await openModeration(page, desktop);
    await tab(page, 'Resolved').click();
    const row = caseRow(page, 'Resolved reports', handle);
    await expect(row).toContainText(`Suspended · @${moderator.username}`);
    await row.click();
    const sheet = page.getByRole('dialog', { name: 'Reported profile' });
    await sheet.getByRole('button', { name: `Reinstate ${handle}` }).click();
    await expect(toast(page, `${handle} reinstated`)).toBeVisible();
    await expect(sheet).toBeHidden();
    await tab(page, 'Audit').click();
    await expect(auditRows(page, stylist.username).filter({ hasText: 'Suspended' })).toContainText(
      '1 refunded',
    );
    await expect(auditRows(page, stylist.username).filter({ hasText: 'Reinstated' })).toBeVisible();
  });

  await test.step('the stylist signs in again', async () => {
    await logOut(page);
    await logInWithPassword(page, stylist);
  });
});

test('to anyone but a moderator, /moderation is not there, and nothing leads to it', async ({
  page,
  request,
}) => {
  await page.goto('/moderation');
  await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();

  const person = uniquePerson('Nico');
  await registerVerifiedThroughApi(request, person);
  await logInWithPassword(page, person, '/moderation');
  await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
  await expect(navigation(page).getByRole('link', { name: 'Moderation' })).toHaveCount(0);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Moderation/ })).toHaveCount(0);
});
