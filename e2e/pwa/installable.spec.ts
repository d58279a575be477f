/**
 * Installability as Chrome judges it (what Lighthouse's PWA audit asked before Lighthouse 13 dropped it):
 * Page.getInstallabilityErrors over the DevTools protocol, in a normal profile since Chrome never offers to
 * install from an incognito one (a Playwright context is one).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test.ts';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

test('Chrome finds nothing that stops the app from being installed', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  const profile = await mkdtemp(path.join(tmpdir(), 'stylebook-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/');
    const devTools = await context.newCDPSession(page);
    await expect
      .poll(async () => (await devTools.send('Page.getInstallabilityErrors')).installabilityErrors)
      .toEqual([]);
    const { errors, url } = await devTools.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    expect(new URL(url).pathname).toBe('/manifest.webmanifest');
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('the manifest names a standalone app with icons that load, and a share target', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({
    name: 'Stylebook',
    short_name: 'Stylebook',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#faf8f5',
    background_color: '#faf8f5',
    share_target: { action: '/share', method: 'GET', params: { title: 'title', text: 'text', url: 'url' } },
  });
  expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of [...manifest.icons, { src: '/icons/apple-touch-icon.png', type: 'image/png' }]) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toBe(icon.type);
  }
});

test('the service worker is served fresh on every visit', async ({ request }) => {
  const response = await request.get('/sw.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/javascript/);
  expect(response.headers()['cache-control']).toBe('no-cache');
});
