/**
 * The manifest's share target: a phone's share sheet opens /share with what it shares (Android apps put the
 * store link inside `text`, with `url` empty). The app lands on the New product sheet with the link filled
 * in and the store being read, as if it had been pasted and added.
 */
import { expect, test, type Page } from '../support/test.ts';
import { STORE_PRODUCT } from '../peers/store.ts';
import { logInWithPassword, submitLogin } from '../support/auth.ts';
import { storeOrigin } from '../support/ports.ts';

/** A seeded stylist: verified, so reading a store and creating are allowed. */
const stylist = { email: 'amaraedits@demo.stylebook.local', password: 'stylebook-demo' };

const storeLink = `${storeOrigin}${STORE_PRODUCT.path}`;
const share = new URLSearchParams({ title: STORE_PRODUCT.name, text: `Look at this ${storeLink}` });
const sharePath = `/share?${share}`;

/** Lets the held store read go on. */
type Release = () => void;

/**
 * Holds the store read back until the test has seen it running, as a phone's network would hold it: a
 * loopback store answers so fast that the running read could come and go between two looks at the page.
 */
async function holdScrape(page: Page): Promise<Release> {
  let release!: Release;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/products/scrape', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The New product sheet holds the shared link and reads it, then the scraped product opens for editing. */
async function expectSharedLinkBeingAdded(page: Page, releaseScrape: Release) {
  const sheet = page.getByRole('dialog', { name: 'New product' });
  await expect(sheet.getByLabel('Enter Product URL')).toHaveValue(storeLink);
  await expect(sheet.getByRole('button', { name: /^Adding\.\.\. \(\ds\)$/ })).toBeDisabled();
  releaseScrape();

  const form = page.getByRole('dialog', { name: 'Create Product' });
  await expect(form).toBeVisible({ timeout: 20_000 });
  await expect(form.getByLabel('Brand')).toHaveValue(STORE_PRODUCT.brand);
  await expect(form.getByLabel('Description')).toHaveValue(STORE_PRODUCT.name);
  return form;
}

test('a store link shared to the app opens the New product sheet with the link being read', async ({
  page,
}) => {
  await logInWithPassword(page, stylist);
  const releaseScrape = await holdScrape(page);
  await page.goto(sharePath);
  const form = await expectSharedLinkBeingAdded(page, releaseScrape);
  await expect(form.getByLabel(/uploading/)).toHaveCount(0, { timeout: 20_000 });
  await form.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('dialog', { name: 'Add to collection' }).getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: STORE_PRODUCT.name })).toBeVisible();

  // The product's page took the place of /share: Back returns to where the person was, without a new read.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'New product' })).toHaveCount(0);
});

test('a signed-out person logs in first and comes back to the shared link being read', async ({ page }) => {
  const releaseScrape = await holdScrape(page);
  await page.goto(sharePath);
  await expect(page).toHaveURL(/\/login\?returnToPath=/);
  await submitLogin(page, stylist.email, stylist.password);

  await expect(page).toHaveURL(
    (url) => url.pathname === '/share' && url.searchParams.get('text') === share.get('text'),
  );
  await expectSharedLinkBeingAdded(page, releaseScrape);
});

test('a share without a link opens the empty sheet and says so', async ({ page }) => {
  await logInWithPassword(page, stylist);
  await page.goto(`/share?${new URLSearchParams({ title: 'Linen overshirt', text: 'So nice!' })}`);

  const sheet = page.getByRole('dialog', { name: 'New product' });
  await expect(sheet.getByRole('status')).toHaveText(
    "What you shared has no link in it. Copy the product's link in the store's app or site and paste it here.",
  );
  await expect(sheet.getByLabel('Enter Product URL')).toHaveValue('');
  await expect(sheet.getByRole('button', { name: 'Add' })).toBeEnabled();

  await sheet.getByLabel('Enter Product URL').fill(storeLink);
  await sheet.getByRole('button', { name: 'Add' }).click();
  const form = page.getByRole('dialog', { name: 'Create Product' });
  await expect(form).toBeVisible({ timeout: 20_000 });

  // Cancelling ends on Featured, in place of /share.
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(form).toBeHidden();
});
