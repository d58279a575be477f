/**
 * The stylist dashboard (docs/product.md §18) end to end, at both sizes: the README's demo stylist opens it
 * and finds the seeded months of history in charts, switches the range (kept in the address), downloads the
 * CSV and checks it against the API, picks a custom range; a shopper is told how to become a stylist.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test.ts';
import { addDays, dayOf, subtractMonths, type Dashboard } from '@stylebook/contracts';
import { bottomNav, logInWithPassword, newPerson, registerThroughApi } from '../support/auth.ts';

const stylist = { email: 'amaraedits@demo.stylebook.local', password: 'stylebook-demo' };

/** The stylist's dashboard for a range, as the API answers it. */
async function dashboardFromApi(request: APIRequestContext, from: string, to: string) {
  const signIn = await request.post('/identity/sign-in', { data: stylist });
  const { token } = (await signIn.json()) as { token: string };
  const reply = await request.get(`/api/dashboard?from=${from}&to=${to}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(reply.status()).toBe(200);
  return (await reply.json()) as Dashboard;
}

const chart = (page: Page, title: string) =>
  page.getByRole('region', { name: title, exact: true }).filter({ has: page.locator('svg') });

/** A chart's figures as a table, opened by its summary unless it is open already (it stays open across ranges). */
async function tableOf(card: Locator, summary: string) {
  const table = card.getByRole('table');
  if (!(await table.isVisible())) await card.getByText(summary).click();
  await expect(table).toBeVisible();
  return table;
}

test('a stylist charts months of history, changes the range and exports it as CSV', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  await logInWithPassword(page, stylist, '/settings/dashboard');

  await test.step('the last 30 days open first, with totals and a chart per series', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('radio', { name: '30 days' })).toBeChecked();
    for (const title of ['Subscribers', 'Paid subscribers', 'Likes', 'Saves', 'Purchase-link clicks']) {
      await expect(chart(page, title)).toBeVisible();
    }
    const clicks = page.getByRole('region', { name: 'Totals' }).getByText('Purchase-link clicks');
    await expect(clicks).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Top products by clicks' }).getByRole('link'),
    ).not.toHaveCount(0);
    if (testInfo.project.name === 'phone') await expect(bottomNav(page)).toBeVisible();
  });

  await test.step('12 months show the seeded history by month, and a reload keeps the range', async () => {
    await page.getByText('12 months', { exact: true }).click();
    await expect(page).toHaveURL(/[?&]range=12m/);
    // Amara charged in pounds until 55 days before the seed: only the longer range reaches those earnings.
    await expect(chart(page, 'Earnings (GBP)')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('radio', { name: '12 months' })).toBeChecked();
    const table = await tableOf(chart(page, 'Likes'), 'Likes by month, as a table');
    const rows = table.getByRole('row');
    // A header, then 12 or 13 months (the range's first and last month may be partial).
    expect(await rows.count()).toBeGreaterThanOrEqual(13);
    const counts = (await table.locator('tbody td').allTextContents()).map((text) =>
      Number(text.replace(/\D/g, '')),
    );
    // Likes in at least four different months: history, not one day of it.
    expect(counts.filter((n) => n > 0).length).toBeGreaterThanOrEqual(4);
  });

  await test.step('Export CSV downloads the range, a row per day, as the API counts it', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    // 12 months: a year to the day, ending today (UTC).
    const to = dayOf(new Date());
    const from = addDays(subtractMonths(to, 12), 1);
    expect(download.suggestedFilename()).toBe(`stylebook-dashboard-${from}-to-${to}.csv`);

    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      'Date,Subscribers,Paid subscribers,Likes,Saves,Purchase-link clicks,Earnings (GBP),Earnings (USD)',
    );
    const api = await dashboardFromApi(request, from, to);
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(api.series.clicks.length);
    // Today may gain a click or a follow from another journey between the two reads; the past may not.
    const past = (row: string) => !row.startsWith(to);
    const expected = api.series.clicks.map(({ date }, i) => {
      const earned = (currency: string) => {
        const amount =
          api.series.earnings.find((e) => e.date === date && e.currency === currency)?.amount ?? 0;
        return (amount / 100).toFixed(2);
      };
      return [
        date,
        api.series.subscribers[i]!.value,
        api.series.paidSubscribers[i]!.value,
        api.series.likes[i]!.value,
        api.series.saves[i]!.value,
        api.series.clicks[i]!.value,
        earned('GBP'),
        earned('USD'),
      ].join(',');
    });
    expect(rows.filter(past)).toEqual(expected.filter(past));
    expect(rows.at(-1)!.startsWith(`${to},`)).toBe(true);
  });

  await test.step('a custom range takes two dates, and says when they run backwards', async () => {
    await page.getByText('Custom', { exact: true }).click();
    const fromField = page.getByLabel('From');
    const toField = page.getByLabel('To', { exact: true });
    await expect(fromField).toBeVisible();
    const to = addDays(dayOf(new Date()), -60);
    const from = addDays(to, -13);
    await fromField.fill(from);
    await toField.fill(to);
    await expect(page).toHaveURL((url) => {
      const search = url.searchParams;
      return search.get('range') === 'custom' && search.get('from') === from && search.get('to') === to;
    });
    const table = await tableOf(chart(page, 'Likes'), 'Likes by day, as a table');
    await expect(table.locator('tbody tr')).toHaveCount(14);

    await fromField.fill(addDays(to, 1));
    await expect(page.getByRole('alert')).toHaveText('The start date must be on or before the end date');
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});

test('a shopper is told what stylists get and how to become one', async ({ page, request }) => {
  const shopper = newPerson('Shopper');
  await registerThroughApi(request, shopper);
  await logInWithPassword(page, shopper, '/settings/dashboard');
  await expect(page.getByRole('heading', { name: 'The dashboard is for stylists' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a stylist account' })).toHaveAttribute(
    'href',
    '/register',
  );
  await expect(page.getByRole('link', { name: 'Ask to switch this account' })).toHaveAttribute(
    'href',
    '/settings/feedback',
  );
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
});

test('a signed-out visitor is sent to log in first', async ({ page }) => {
  await page.goto('/settings/dashboard?range=7d');
  await expect(page).toHaveURL(/\/login\?returnToPath=%2Fsettings%2Fdashboard%3Frange%3D7d/);
});
