import { expect, test, type Page } from '../support/test.ts';
import { newPerson, submitLogin } from '../support/auth.ts';
import { registerVerified, signInPrompt } from './support.ts';

const subscriberCount = async (page: Page) =>
  Number(await page.getByTestId('subscriber-count').textContent());

test('a visitor opens a stylist, is asked to sign in to follow, follows, and finds themselves among the subscribers', async ({
  page,
  request,
}) => {
  const fan = newPerson('Fan');
  await registerVerified(page, request, fan);
  // However the verification page left things, the journey starts signed out.
  await page.goto('/logout');

  await test.step('open a stylist from the sitemap', async () => {
    await page.goto('/sitemap');
    await page.getByRole('link', { name: /Amara Okafor/ }).click();
    await expect(page).toHaveURL(/\/profiles\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeVisible();
    await expect(page.locator('header').getByText('@amara.edits', { exact: true })).toBeVisible();
    await expect(page.locator('header').getByText('Stylist', { exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Collections' })).toHaveAttribute('aria-selected', 'true');
  });
  const profilePath = new URL(page.url()).pathname;

  await test.step('subscribing signed out asks to sign in first, and signing in comes back here', async () => {
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(page.getByText('Sign in first to like, save and subscribe')).toBeVisible();
    await signInPrompt(page).getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`/login?returnToPath=${encodeURIComponent(profilePath)}`);
    await submitLogin(page, fan.email, fan.password);
    await expect(page).toHaveURL(profilePath);
  });

  await test.step('subscribe: the button and the count change at once and stay after a reload', async () => {
    const before = await subscriberCount(page);
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
    await expect.poll(() => subscriberCount(page)).toBeGreaterThan(before);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
    await expect.poll(() => subscriberCount(page)).toBeGreaterThan(before);
  });

  await test.step('page through the subscribers, two at a time, and find the new one', async () => {
    await page.getByRole('link', { name: /subscribers?$/ }).click();
    await expect(page).toHaveURL(`${profilePath}/subscribers`);
    await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();

    await page.goto(`${profilePath}/subscribers?limit=2`);
    const label = await page.getByText(/^Page 1 of \d+$/).textContent();
    const pages = Number(label!.split(' of ')[1]);
    expect(pages).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('link', { name: 'Previous' })).toHaveCount(0);

    const seen: string[] = [];
    const list = page.getByRole('list', { name: 'Subscribers' });
    for (let n = 1; n <= pages; n += 1) {
      await expect(page.getByText(`Page ${n} of ${pages}`)).toBeVisible();
      const usernames = await list.getByText(/^@/).allTextContents();
      expect(usernames.length).toBeLessThanOrEqual(2);
      seen.push(...usernames);
      if (n < pages) {
        await page.getByRole('link', { name: 'Next' }).click();
        await expect(page).toHaveURL(new RegExp(`[?&]page=${n + 1}`));
        await expect(page.getByRole('link', { name: 'Previous' })).toBeVisible();
      }
    }
    await expect(page.getByRole('link', { name: 'Next' })).toHaveCount(0);
    expect(seen).toContain(`@${fan.username}`);
  });

  await test.step('signed in, a heart on a featured tile likes the product at once and for good', async () => {
    await page.goto('/');
    const like = page.getByRole('button', { name: /^Like / }).first();
    // The name ends with the count ('Like Camel coat, 3 likes'), which the like changes: keep what precedes it.
    const name = (await like.getAttribute('aria-label'))!.replace(/ \d+ likes?$/, '');
    const before = Number(await like.getByTestId('like-count').textContent());
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(async () => Number(await like.getByTestId('like-count').textContent()))
      .toBeGreaterThan(before);
    await page.reload();
    await expect(page.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
  });
});
