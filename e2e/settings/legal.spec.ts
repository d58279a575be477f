/**
 * About, terms and privacy at both sizes: /settings/about shows the version and leads to the legal pages,
 * feedback and the sitemap; the policy and terms are real long-form text; /privacy and
 * /settings/about/privacy-policy show the same policy, which names this installation's outside services.
 */
import { expect, test, type Page } from '../support/test.ts';

const h2 = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

test('the about page shows the version and leads to terms, privacy, feedback and the sitemap', async ({
  page,
}) => {
  await page.goto('/settings/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  const version = page.getByRole('definition').first();
  await expect(page.getByRole('term').first()).toHaveText('Version');
  await expect(version).toHaveText(/^\d+\.\d+\.\d+/);

  for (const [link, heading] of [
    ['Terms and conditions', 'Terms and conditions'],
    ['Privacy policy', 'Privacy policy'],
    ['Send feedback', 'Feedback'],
    ['Sitemap', 'Sitemap'],
  ]) {
    await page.getByRole('link', { name: new RegExp(`^${link}`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  }
});

test('the privacy policy says what is kept, for how long and who handles it, at both addresses', async ({
  page,
}) => {
  for (const path of ['/privacy', '/settings/about/privacy-policy']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    for (const section of [
      'What we keep and why',
      'Who else handles your data',
      'How long we keep it',
      'Your choices',
    ]) {
      await expect(h2(page, section)).toBeVisible();
    }
    await expect(
      page.getByText('A session in the browser ends 30 days after it was last used'),
    ).toBeVisible();
    await expect(page.getByText(/Wallet ledger and payment records/)).toBeVisible();
    // The end-to-end server sends mail over SMTP, keeps images on disk and takes demo payments.
    const installation = page.getByText('On this installation').locator('..');
    await expect(installation).toContainText('handed to the email delivery (SMTP) provider');
    await expect(installation).toContainText("stored on this server's own disk");
    await expect(installation).toContainText('demo payments: no real money moves');
    await expect(page.getByRole('link', { name: 'support@stylebook.test' }).first()).toHaveAttribute(
      'href',
      'mailto:support@stylebook.test',
    );
  }
});

test('the terms cover the wallet, paid subscriptions, payouts and content', async ({ page }) => {
  await page.goto('/settings/about/terms-and-conditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  for (const section of [
    '3. What you post',
    '4. Adding products from store pages',
    '5. Purchase and affiliate links',
    '6. Your wallet',
    '7. Paid subscriptions',
    '8. Earnings and payouts for stylists',
    '10. Ending your account',
  ]) {
    await expect(h2(page, section)).toBeVisible();
  }
  await expect(page.getByText(/we keep a 10% platform fee/)).toBeVisible();
  await expect(page.getByText(/stay open until the end of the month you paid for/)).toBeVisible();
});
