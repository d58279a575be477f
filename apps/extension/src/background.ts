import { createApiClient } from '@stylebook/contracts';
import { createExtensionAuth } from './auth/extension-auth.ts';
import { APP_URL } from './config.ts';
import { isWorkerRequest, type WorkerReply } from './messages.ts';

/**
 * The background worker (an event page in Firefox): it owns the session and watches for the app's
 * sign-in hand-off. Listeners are added at the top level so a stopped worker is woken for them.
 */

const auth = createExtensionAuth({
  appUrl: APP_URL,
  local: chrome.storage.local,
  pending: chrome.storage.session,
  identity: createApiClient({ baseUrl: APP_URL, logError: console.error }).identity,
  tabs: {
    open: async (url) => void (await chrome.tabs.create({ url })),
    close: (tabId) => chrome.tabs.remove(tabId),
  },
});

// Only tabs on the app's origin (the one host the extension holds) report their address here.
chrome.tabs.onUpdated.addListener((tabId, change) => {
  if (change.url) void auth.onTabAddress(tabId, change.url).catch(console.error);
});

chrome.runtime.onMessage.addListener((message: unknown, sender, sendReply) => {
  // Only the extension's own pages (the popup); never a script it put into a web page.
  if (!sender.url?.startsWith(chrome.runtime.getURL('')) || !isWorkerRequest(message)) return false;
  auth.handlers[message.type]().then(
    (value): void => sendReply({ ok: true, value } satisfies WorkerReply<typeof message.type>),
    (error: unknown) =>
      sendReply({ ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
  // The reply comes later.
  return true;
});
