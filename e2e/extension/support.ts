/**
 * The extension as a person has it: built for this run's server, loaded into Chromium with a profile of
 * its own, and opened from the toolbar on the page in front.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, chromium, type Browser, type BrowserContext, type Page } from '../support/test.ts';
import { buildExtension } from '../../apps/extension/build.ts';
import { submitLogin } from '../support/auth.ts';
import { CHROMIUM } from '../support/browsers.ts';
import { appOrigin } from '../support/ports.ts';

/** For `test.skip`: the extension is a desktop browser's, so its journeys run in the desktop project only. */
export const notDesktop = ({ viewport }: { viewport: { width: number } | null }) =>
  (viewport?.width ?? 0) < 1024;

let built: Promise<string> | undefined;

/** The extension built once per worker, pointed at this run's server (the shipped manifest is unchanged). */
function extensionDir(): Promise<string> {
  built ??= (async () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'stylebook-extension-'));
    process.on('exit', () => rmSync(outDir, { recursive: true, force: true }));
    await buildExtension({ appUrl: appOrigin, outDir, zipPath: null });
    return outDir;
  })();
  return built;
}

export interface ExtensionBrowser {
  context: BrowserContext;
  extensionId: string;
  /** Clicks the extension's toolbar button on `page`, as a person would, and returns the popup. */
  openPopup(page: Page): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Chromium with the extension, in headless new mode with a fresh profile. The popup a toolbar click opens is
 * not a page Playwright's own connection sees, so a second connection over the DevTools port reaches it.
 */
export async function launchWithExtension(): Promise<ExtensionBrowser> {
  const dir = await extensionDir();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'stylebook-extension-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1280, height: 800 },
    args: [
      '--headless=new',
      `--disable-extensions-except=${dir}`,
      `--load-extension=${dir}`,
      '--no-sandbox',
      '--enable-unsafe-extension-debugging',
      '--remote-debugging-port=0',
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  const port = readFileSync(path.join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0];
  const popupUrl = `chrome-extension://${extensionId}/popup.html`;
  const connections: Browser[] = [];

  /** The open popup, seen by a connection made after it opened (a connection's view of pages is fixed). */
  async function findPopup(): Promise<Page> {
    for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
      const devtools = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      connections.push(devtools);
      const popup = devtools
        .contexts()
        .flatMap((candidate) => candidate.pages())
        .find((candidate) => candidate.url() === popupUrl);
      if (popup) return popup;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('The extension popup did not open');
  }

  async function openPopup(page: Page): Promise<Page> {
    await page.bringToFront();
    const cdp = await context.browser()!.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{ type: 'tab' }] });
    const tab = targetInfos.find((target) => target.url === page.url());
    if (!tab) throw new Error(`No tab shows ${page.url()}`);
    // What a click on the toolbar button does: it also grants the extension this tab (activeTab).
    await cdp.send('Extensions.triggerAction', { id: extensionId, targetId: tab.targetId });
    await cdp.detach();
    const popup = await findPopup();
    await popup.waitForLoadState();
    return popup;
  }

  return {
    context,
    extensionId,
    openPopup,
    async close() {
      await Promise.all(connections.map((connection) => connection.close()));
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A test with its own Chromium, extension and profile, closed after the test. */
export const test = base.extend<{ extension: ExtensionBrowser }>({
  // The fixture needs none of Playwright's; naming one is how a fixture function is declared.
  extension: async ({ playwright: _ }, use) => {
    const browser = await launchWithExtension();
    await use(browser);
    await browser.close();
  },
});

/**
 * The extension's sign-in: the popup's 'Sign in' opens the app, the person logs in there, and the app hands
 * the extension its session and the tab closes. Ends with the popup showing the save form.
 */
export async function signInThroughExtension(
  browser: ExtensionBrowser,
  storePage: Page,
  person: { email: string; password: string },
): Promise<void> {
  const popup = await browser.openPopup(storePage);
  const appTab = browser.context.waitForEvent('page');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  const app = await appTab;
  await app.waitForURL(/\/login\?returnToPath=/);
  await submitLogin(app, person.email, person.password);
  // The app lands on /extension-auth-callback, and the extension takes its session and closes the tab.
  await app.waitForEvent('close');
}
