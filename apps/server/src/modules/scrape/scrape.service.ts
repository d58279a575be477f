import { createHash } from 'node:crypto';
import { INITIAL_SCRAPED_IMAGES, type ScrapedProduct } from '@stylebook/contracts';
import { detectBlock, extractProduct, type Block } from '@stylebook/extract';
import sharp from 'sharp';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { MediaService, MediaToStore } from '../media/media.service.ts';
import { GuardedFetchError } from '../../lib/net-guard.ts';
import type { StorePageReader } from './store-page.ts';

const MB = 1024 * 1024;
export const MAX_IMAGE_BYTES = 10 * MB;
/** Images downloaded at once for one scrape. */
const IMAGE_CONCURRENCY = 4;
/**
 * Scraped images are kept at most this wide or tall, as WebP (the product image size of docs/product.md §17).
 */
const MAX_IMAGE_SIDE = 2048;
/** Refuses decompression bombs before sharp allocates their pixels. */
const MAX_INPUT_PIXELS = 12_000 * 12_000;

const IMAGE_ACCEPT = 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8';

/**
 * 422 VALIDATION: the URL was fine but the page gives nothing to prefill (docs/product.md §6: never a 5xx).
 */
const unprocessable = (message: string) => new AppError(422, 'VALIDATION', message);
export const notAProduct = () => unprocessable('This page does not look like a product');

const TRY_THE_EXTENSION =
  'Open the product in your browser and save it with the Stylebook browser extension.';
/** What a person reads when a store turns the scraper away: their own browser usually gets through. */
export const STORE_BLOCKED_MESSAGES: Record<Block['reason'], string> = {
  'bot-wall': `The store blocked our reader with a bot check. ${TRY_THE_EXTENSION}`,
  forbidden: `The store blocked our reader (HTTP 403). ${TRY_THE_EXTENSION}`,
  'rate-limited': `The store blocked our reader for now (HTTP 429). ${TRY_THE_EXTENSION}`,
  'login-wall': `The store blocked our reader: it shows this page only to signed-in visitors. ${TRY_THE_EXTENSION}`,
};
/** 422 STORE_BLOCKED, not the page's junk: a wall's fields would prefill the form with nonsense. */
const storeBlocked = (block: Block) =>
  new AppError(422, 'STORE_BLOCKED', STORE_BLOCKED_MESSAGES[block.reason]);

export function createScrapeService({
  media,
  reader,
}: {
  media: Pick<MediaService, 'storeImages'>;
  /** Store pages through the SSRF guard, shared with the price job. */
  reader: StorePageReader;
}) {
  const { get } = reader;

  /** Downloads one image through the guard and turns it into our WebP, or null when anything fails. */
  async function downloadImage(url: string, referer: string, signal: AbortSignal): Promise<Buffer | null> {
    try {
      const response = await get(url, { accept: IMAGE_ACCEPT, maxBytes: MAX_IMAGE_BYTES, signal, referer });
      const type = response.contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
      if (response.status !== 200 || !type.startsWith('image/') || type === 'image/svg+xml') return null;
      return await sharp(response.body, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
        .rotate()
        .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 90 })
        .toBuffer();
    } catch {
      return null;
    }
  }

  return {
    /**
     * Reads a store page into the fields of the product form (docs/product.md §6). The first
     * INITIAL_SCRAPED_IMAGES images are downloaded through the same guard and re-stored as
     * `scraped/<ownerId>/<sha256>.webp` owned by the person scraping; images that fail are dropped.
     * 400 for a refused address, 422 for a store that cannot be read or a page that is not a product, and
     * 422 STORE_BLOCKED for a bot wall, a 403 or 429, or a login wall (detectBlock).
     */
    async scrape(ownerId: string, url: string): Promise<ScrapedProduct> {
      const page = await reader.page(url).catch((error: unknown) => {
        throw toAppError(error);
      });
      const answer = { status: page.status, requestedUrl: url, url: page.url };
      if (page.kind === 'error-status') {
        // The guard keeps no error bodies: the status alone says whether the store refused us.
        const block = detectBlock({ ...answer, document: null, isProduct: false });
        if (block) throw storeBlocked(block);
        throw unprocessable(`The store answered with an error (HTTP ${page.status})`);
      }
      if (page.kind === 'not-html') throw notAProduct();

      // One budget for everything after the page: the Shopify JSON and every image download.
      const deadline = AbortSignal.timeout(reader.timeoutMs);
      const { product, isProduct } = extractProduct(page.document, page.url, {
        shopifyJson: await reader.shopifyJson(page.document, page.url, deadline),
      });
      const block = detectBlock({ ...answer, document: page.document, isProduct });
      if (block) throw storeBlocked(block);
      if (!isProduct) throw notAProduct();

      const candidates = product.images.slice(0, INITIAL_SCRAPED_IMAGES).map((image) => image.url);
      const downloaded = await mapLimited(candidates, IMAGE_CONCURRENCY, (imageUrl) =>
        downloadImage(imageUrl, page.url, deadline),
      );
      const items: MediaToStore[] = [];
      const seen = new Set<string>();
      for (const bytes of downloaded) {
        if (!bytes) continue;
        const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
        if (seen.has(hash)) continue;
        seen.add(hash);
        items.push({ key: `scraped/${ownerId}/${hash}.webp`, bytes, ownerId });
      }
      const stored = items.length > 0 ? await media.storeImages(items) : [];

      return { ...product, url, images: stored.map((storedUrl) => ({ url: storedUrl })) };
    },
  };
}

export type ScrapeService = ReturnType<typeof createScrapeService>;

/** 400 for an address the guard refuses; 422 for a store that cannot be read. */
function toAppError(error: unknown): Error {
  if (!(error instanceof GuardedFetchError)) return error instanceof Error ? error : new Error(String(error));
  return error.reason === 'blocked' ? badRequest(error.message) : unprocessable(error.message);
}

/** Runs `work` over `items` with at most `limit` at a time, keeping the order of `items` in the results. */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
