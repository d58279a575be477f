import { isShopifyPage, shopifyJsonUrl } from '@stylebook/extract';
import { readImage, type ImageRead } from './image-response.ts';
import { readDocument, type PageReading } from './read-page.ts';

/**
 * Built on its own into page-reader.js, which the popup injects into the page the person saves from (with
 * the activeTab grant of their click). It leaves two functions on the extension's isolated world of the
 * page for the popup to call; the page's own scripts cannot see them.
 */
export interface PageReader {
  readPage(): Promise<PageReading>;
  /** Reads an image as the page would: same-origin requests carry the store's cookies (a bot wall's pass). */
  readImage(url: string): Promise<ImageRead>;
}

/** The Shopify product JSON the server's scraper also reads, fetched as the page. */
async function shopifyJson(pageUrl: string): Promise<unknown> {
  const jsonUrl = isShopifyPage(document) ? shopifyJsonUrl(pageUrl) : null;
  if (!jsonUrl) return undefined;
  try {
    const response = await fetch(jsonUrl, { headers: { Accept: 'application/json' } });
    return response.ok ? ((await response.json()) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

const reader: PageReader = {
  async readPage() {
    const pageUrl = location.href;
    return readDocument(document, pageUrl, { shopifyJson: await shopifyJson(pageUrl) });
  },
  readImage: (url) => readImage(url, { credentials: 'include' }),
};

(globalThis as typeof globalThis & { stylebookPageReader?: PageReader }).stylebookPageReader = reader;
