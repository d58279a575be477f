import { expect, test, type Page } from '../support/test.ts';
import { isDesktop, newPerson } from '../support/auth.ts';
import { logIn, navigation, registerVerified } from '../feed-profiles/support.ts';

test.skip(isDesktop, 'runs at phone size');

/**
 * Every step moves inside the app, never by loading a page: a load would fetch the profile afresh and hide a
 * profile the app kept from before the change (docs/product.md §12).
 */
async function openProfile(page: Page) {
  const profile = navigation(page).getByRole('link', { name: 'Profile' });
  // Signed in once the link leads to the person's own profile: before that it asks to sign in.
  await expect(profile).toHaveAttribute('href', /^\/profiles\/[0-9a-f-]{36}$/);
  await profile.click();
}

const privateAndSaved = (page: Page) =>
  page
    .getByRole('tabpanel', { name: 'Collections' })
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Private and saved' }) });

/** Waits for the server's answer to a change, so the next screen is not asked for while it is out. */
const answered = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse((response) => response.request().method() === method && path.test(response.url()));

test('one’s own profile shows a collection saved, unsaved and made at once, without a reload', async ({
  page,
  request,
}) => {
  // Sign-up, verification and three round trips to the profile: longer than one screen's journey.
  test.slow();
  const person = newPerson('Saver');
  await registerVerified(page, request, person);
  await page.goto('/logout');
  await logIn(page, person);

  await test.step('the profile is seen once, with nothing private or saved yet', async () => {
    // The one page load of the journey: the sitemap leads to a stylist without a feed's worth of images.
    await page.goto('/sitemap');
    await openProfile(page);
    await expect(page.getByRole('heading', { level: 1, name: person.fullName })).toBeVisible();
    await expect(privateAndSaved(page)).toContainText(
      'Private collections and the ones you save will appear here.',
    );
  });

  let savedName = '';
  await test.step('saving a stylist’s collection adds it to "Private and saved"', async () => {
    await page.goBack();
    await page.getByRole('link', { name: /Amara Okafor/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeVisible();
    const tile = page
      .getByRole('tabpanel', { name: 'Collections' })
      .locator('a[href^="/collections/"]')
      .filter({ hasNotText: 'Subscribers only' })
      .first();
    // The tile's first line is the collection's name.
    savedName = (await tile.locator('p').first().textContent())!;
    await tile.click();
    await expect(page.getByRole('heading', { level: 1, name: savedName })).toBeVisible();
    const saved = answered(page, 'POST', /\/api\/collections\/[0-9a-f-]{36}\/save$/);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
    expect((await saved).ok()).toBe(true);

    await openProfile(page);
    await expect(privateAndSaved(page).getByText(savedName, { exact: true })).toBeVisible();
  });

  await test.step('unsaving takes it out again', async () => {
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: savedName })).toBeVisible();
    const unsaved = answered(page, 'DELETE', /\/api\/collections\/[0-9a-f-]{36}\/save$/);
    await page.getByRole('button', { name: 'Saved', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    expect((await unsaved).ok()).toBe(true);

    await openProfile(page);
    await expect(privateAndSaved(page)).toContainText(
      'Private collections and the ones you save will appear here.',
    );
    await expect(privateAndSaved(page).getByText(savedName, { exact: true })).toHaveCount(0);
  });

  await test.step('a collection made from the Create menu shows there at once', async () => {
    const name = `Capsule ${Date.now()}`;
    await navigation(page).getByRole('button', { name: 'Create' }).click();
    await page.getByRole('menuitem', { name: /Collection/ }).click();
    const sheet = page.getByRole('dialog', { name: 'New Collection' });
    await sheet.getByLabel('Enter collection name').fill(name);
    await sheet.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/collections\/[0-9a-f-]{36}\/edit$/);
    await page.getByRole('link', { name: 'Done' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await openProfile(page);
    await expect(privateAndSaved(page).getByText(name, { exact: true })).toBeVisible();
  });
});
