/**
 * The paid side end to end (issue 11, "Done means"): a new person tops up with the demo provider,
 * subscribes to a stylist from a locked collection (topping up the shortfall on the way), sees it open,
 * finds the charge in the wallet history; the stylist finds the earning (price minus 10%); the subscriber
 * cancels in manage and sees "active until" the period end. Runs at both sizes.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '../support/test.ts';
import type { UserProfile } from '@stylebook/contracts';
import { fillRegisterForm, finishRegistration, logInWithPassword, newPerson } from '../support/auth.ts';
import { linkFrom, waitForMail } from '../support/mail.ts';

const stylist = { email: 'amaraedits@demo.stylebook.local', password: 'stylebook-demo' };
/** $4.99 a month: the platform keeps 50 cents (10% rounded half up), the stylist earns $4.49. */
const PRICE = { text: '4.99', shown: '$4.99', earning: '+$4.49', charge: '-$4.99' };

/** Saves a screen for a person to look at, named by the browser project. */
async function snapshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

async function stylistPaidCollection(request: APIRequestContext) {
  const signIn = await request.post('/identity/sign-in', { data: stylist });
  expect(signIn.ok()).toBe(true);
  const { user } = (await signIn.json()) as { user: { id: string; username: string } };
  const profile = (await (await request.get(`/api/users/${user.id}/profile`)).json()) as UserProfile;
  const paid = profile.publicCollections.find((collection) => collection.isPaidSubscriberOnly);
  expect(paid, 'a paid-only collection of the demo stylist').toBeDefined();
  return { username: user.username, collectionId: paid!.id };
}

async function asStylist(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: test.info().project.use.viewport });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test('a new person pays for a subscription from a locked collection, and cancels it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const person = newPerson('Noor');
  const { username: stylistName, collectionId } = await stylistPaidCollection(request);

  await test.step('the stylist sets a monthly price', async () => {
    await asStylist(browser, async (stylistPage) => {
      await logInWithPassword(stylistPage, stylist, '/settings/subscriptions/price');
      await stylistPage.getByLabel('Price per month').fill(PRICE.text);
      await stylistPage.getByRole('button', { name: 'Currency' }).click();
      await stylistPage
        .getByRole('dialog', { name: 'Currency' })
        .getByRole('option', { name: /USD/ })
        .click();
      await stylistPage.getByRole('button', { name: 'Save price' }).click();
      await expect(stylistPage.getByText(`Price set to ${PRICE.shown} a month`)).toBeVisible();
      await expect(stylistPage.getByRole('button', { name: 'Stop paid subscriptions' })).toBeVisible();
      await snapshot(stylistPage, 'subscription-price');
    });
  });

  await test.step('a new person registers and verifies their email', async () => {
    await page.goto('/register');
    await fillRegisterForm(page, person);
    await finishRegistration(page, { username: person.username, accountType: 'Shopper' });
    await expect(page).toHaveURL(/\/onboarding/);
    const mail = await waitForMail(request, person.email, 'Verify your email');
    await page.goto(linkFrom(mail, '/verify-email'));
    await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  });

  await test.step('they top up $2.00 with the demo provider', async () => {
    await page.goto('/settings/wallet');
    await expect(page.getByText('Demo payments: no real money moves')).toBeVisible();
    await page.getByLabel('Amount').fill('2');
    await page.getByRole('button', { name: 'Top up', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Top up' });
    await expect(sheet.getByText('Demo payments: no real money moves')).toBeVisible();
    await sheet.getByRole('button', { name: 'Top up $2.00' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId('balance-USD')).toHaveText('$2.00');
    await expect(page.getByRole('list', { name: 'Transactions' })).toContainText('+$2.00');
    await snapshot(page, 'wallet-subscriber');
  });

  await test.step('deleting the account now would warn that the wallet still holds money', async () => {
    await page.goto('/settings/account');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const sheet = page.getByRole('dialog', { name: 'Delete account' });
    await expect(
      sheet.getByText(/Your wallet still holds \$2\.00, and a deleted account's wallet/),
    ).toBeVisible();
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await expect(sheet).toBeHidden();
  });

  await test.step('a locked collection offers the subscription; the wallet is short, so they top up the rest', async () => {
    await page.goto(`/collections/${collectionId}`);
    await expect(page.getByText('For paid subscribers')).toBeVisible();
    await page.getByRole('button', { name: `Subscribe · ${PRICE.shown}/month` }).click();
    const sheet = page.getByRole('dialog', { name: 'Paid subscription' });
    await sheet.getByRole('button', { name: `Pay ${PRICE.shown} and subscribe` }).click();
    await expect(sheet.getByText('Your wallet is $2.99 short.')).toBeVisible();
    await snapshot(page, 'paid-subscribe-shortfall');
    await sheet.getByRole('button', { name: 'Top up $2.99 and subscribe' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByText(`You're a paid subscriber of @${stylistName}`)).toBeVisible();
  });

  await test.step('the collection opens without a reload', async () => {
    await expect(page.getByText('For paid subscribers')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
    await snapshot(page, 'collection-unlocked');
  });

  await test.step('the charge is in their wallet history', async () => {
    await page.goto('/settings/wallet');
    const history = page.getByRole('list', { name: 'Transactions' });
    await expect(
      history.getByRole('listitem').filter({ hasText: `Subscription to @${stylistName}` }),
    ).toContainText(PRICE.charge);
    await expect(page.getByTestId('balance-USD')).toHaveText('$0.00');
  });

  await test.step('the stylist finds the earning, the price minus 10%', async () => {
    await asStylist(browser, async (stylistPage) => {
      await logInWithPassword(stylistPage, stylist, '/settings/wallet');
      const earning = stylistPage
        .getByRole('list', { name: 'Transactions' })
        .getByRole('listitem')
        .filter({ hasText: `Earning from @${person.username}` });
      await expect(earning).toContainText(PRICE.earning);
      await expect(stylistPage.getByRole('button', { name: 'Request payout' }).first()).toBeVisible();
      await snapshot(stylistPage, 'wallet-stylist');
    });
  });

  await test.step('they cancel in manage and keep it until the period ends', async () => {
    await page.goto('/settings/subscriptions/manage');
    const row = page.getByRole('list', { name: 'Paid subscriptions' }).getByRole('listitem');
    await expect(row).toContainText(`@${stylistName}`);
    await expect(row).toContainText(`${PRICE.shown}/month · renews`);
    await row.getByRole('button', { name: `Cancel subscription to @${stylistName}` }).click();
    const sheet = page.getByRole('dialog', { name: 'Cancel subscription' });
    await snapshot(page, 'manage-cancel-sheet');
    await sheet.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(sheet).toBeHidden();
    await expect(row).toContainText('Cancelled');
    await expect(row).toContainText(/active until \w+/);
    await snapshot(page, 'manage-subscriptions');
  });
});
