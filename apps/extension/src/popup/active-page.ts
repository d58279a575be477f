import type { PageReader } from '../page/page-reader.ts';
import { readImage, type ImageRead } from '../page/image-response.ts';
import type { PageReading } from '../page/read-page.ts';

type WithReader = typeof globalThis & { stylebookPageReader: PageReader };

/** The tab the person clicked the extension on; the click is what grants reading it (activeTab). */
export async function activeTab(): Promise<chrome.tabs.Tab & { id: number }> {
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  if (tab?.id === undefined) throw new Error('There is no page to save from.');
  return { ...tab, id: tab.id };
}

/** Puts the page reader into the tab (page-reader.js, built from @stylebook/extract) and reads the page. */
export async function readPage(tabId: number): Promise<PageReading> {
  await chrome.scripting.executeScript({ target: { tabId }, files: ['page-reader.js'] });
  // Runs in the page: it may use only what page-reader.js left there.
  const [frame] = await chrome.scripting.executeScript({
    target: { tabId },
    func: () => (globalThis as WithReader).stylebookPageReader.readPage(),
  });
  if (!frame?.result) throw new Error('The page could not be read.');
  return frame.result as PageReading;
}

/**
 * An image's bytes: first as the page reads it (its cookies, so images behind a bot wall come too), else
 * by the extension itself, which may read any origin it was granted (see imageOrigins).
 */
export async function readPageImage(tabId: number, url: string): Promise<ImageRead> {
  const [frame] = await chrome.scripting.executeScript({
    target: { tabId },
    func: (imageUrl: string) => (globalThis as WithReader).stylebookPageReader.readImage(imageUrl),
    args: [url],
  });
  const inPage = frame?.result as ImageRead | undefined;
  if (inPage && (inPage.ok || !inPage.unreachable)) return inPage;
  return readImage(url);
}

/** The origins of the images that are not the page's own: those the page may not be allowed to hand over. */
export function imageOrigins(pageUrl: string, imageUrls: string[]): string[] {
  const page = new URL(pageUrl).origin;
  const origins = new Set(imageUrls.map((url) => new URL(url).origin).filter((origin) => origin !== page));
  return [...origins].map((origin) => `${origin}/*`);
}
