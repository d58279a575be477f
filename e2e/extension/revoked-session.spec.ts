import { expect } from '../support/test.ts';
import { STORE_PRODUCT } from '../peers/store.ts';
import { newPerson, registerThroughApi } from '../support/auth.ts';
import { storeOrigin } from '../support/ports.ts';
import { notDesktop, signInThroughExtension, test } from './support.ts';

test.skip(notDesktop, 'the extension runs in desktop browsers');

test('revoking the extension in account settings signs it out', async ({ extension: browser, request }) => {
  const person = newPerson('Rev');
  await registerThroughApi(request, person);
  const store = await browser.context.newPage();
  await store.goto(`${storeOrigin}${STORE_PRODUCT.path}`);
  await signInThroughExtension(browser, store, person);
  await expect((await browser.openPopup(store)).getByLabel('Brand')).toHaveValue(STORE_PRODUCT.brand);

  const settings = await browser.context.newPage();
  await settings.goto('/settings/account');
  const sessions = settings.getByRole('list', { name: 'Signed-in devices and extensions' });
  const extension = sessions.getByRole('listitem').filter({ hasText: 'Browser extension' });
  await extension.getByRole('button', { name: 'Revoke' }).click();
  await expect(extension).toHaveCount(0);

  const popup = await browser.openPopup(store);
  await expect(popup.getByRole('alert')).toContainText('You were signed out of the extension');
  await expect(popup.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
