/**
 * Offline: once a visit has installed the service worker, the app opens without a network, every screen's
 * code is there, and a screen that needs data says the device is offline, with a Retry that works once the
 * network is back. What the API answers is never served from a cache: a change made meanwhile shows.
 */
import { expect, test, type Page } from '../support/test.ts';
import { newPerson, registerThroughApi } from '../support/auth.ts';

/** Waits until the service worker has installed its files and controls the page. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('the app opens offline, says a screen needs the network, and Retry loads it fresh', async ({
  page,
  context,
  request,
}) => {
  const person = newPerson('Olive');
  const { token, user } = await registerThroughApi(request, person);
  const profilePath = `/profiles/${user.id}`;

  await page.goto(profilePath);
  await expect(page.getByRole('heading', { level: 1, name: person.fullName })).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  // An offline device says so in navigator.onLine, which the app reads. Some Chromium builds (Debian's 150)
  // keep it true in a document loaded under offline emulation, so the browser is told what a device would say.
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false }),
  );
  await page.reload();
  // The app itself opened from the service worker's cache; the profile's data needs the network.
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry' });
  await retry.click();
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();

  // A screen never visited opens too: all of the app's code is kept, not only what this visit loaded.
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: /privacy/i })).toBeVisible();
  await page.goto(profilePath);
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();

  // Changed while this device was offline: the profile must show it, not an answer kept from before.
  const renamed = 'Olive Renamed';
  const update = await request.put(`/api/users/${user.id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: renamed },
  });
  expect(update.ok(), await update.text()).toBe(true);

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
});
