import { expect, test, type Page } from '../support/test.ts';
import { logInWithPassword } from '../support/auth.ts';

/** A seeded shopper, verified, who owns none of the stylists' products. */
const shopper = { email: 'priyar@demo.stylebook.local', password: 'stylebook-demo' };

/** The first Featured product: a stylist's, so never the shopper's own. */
async function featuredProductPath(page: Page): Promise<string> {
  const response = await page.request.get('/api/featured/products?limit=1');
  const { items } = (await response.json()) as { items: { id: string }[] };
  return `/products/${items[0]!.id}`;
}

const openReport = async (page: Page) => {
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
};

test('a person reports a product from its ⋯ menu, with a reason and details, and may report it again', async ({
  page,
}) => {
  const path = await featuredProductPath(page);
  await logInWithPassword(page, shopper);
  await page.goto(path);

  await openReport(page);
  const sheet = page.getByRole('dialog', { name: 'Report' });
  await expect(sheet.getByText('Why are you reporting this product?')).toBeVisible();
  const send = sheet.getByRole('button', { name: 'Send report' });
  await expect(send).toBeDisabled();
  await sheet.getByText('Counterfeit', { exact: true }).click();
  await sheet.getByLabel('Details (optional)').fill('The logo is not the brand’s.');
  await send.click();
  await expect(page.getByText("Thanks — we'll take a look")).toBeVisible();
  await expect(sheet).toBeHidden();

  // A second report of the same product is taken as the first (the server answers it with the first's id).
  await openReport(page);
  await page.getByRole('dialog', { name: 'Report' }).getByText('Spam', { exact: true }).click();
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText("Thanks — we'll take a look").first()).toBeVisible();
});

test('a visitor who chooses Report is asked to sign in first', async ({ page }) => {
  await page.goto(await featuredProductPath(page));
  await openReport(page);
  await expect(page.getByText('Sign in first to like, save and subscribe')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Report' })).toBeHidden();
});

test('one’s own things have no ⋯ menu to report them', async ({ page }) => {
  await logInWithPassword(page, { email: 'amaraedits@demo.stylebook.local', password: 'stylebook-demo' });
  const profile = (await (await page.request.get('/api/users?query=amara.edits')).json()) as {
    items: { id: string }[];
  };
  await page.goto(`/profiles/${profile.items[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'More options' })).toHaveCount(0);
});
