import { createHash } from 'node:crypto';
import { INITIAL_SCRAPED_IMAGES, type ScrapedProduct } from '@stylebook/contracts';
import {
  detectBlock,
  extractProduct,
  isShopifyPage,
  shopifyJsonUrl,
  type Block,
  type DomDocument,
} from '@stylebook/extract';
import { parseHtml } from '@stylebook/extract/parse-html';
import sharp from 'sharp';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { MediaService, MediaToStore } from '../media/media.service.ts';
import { GuardedFetchError, guardedFetch, type GuardedFetchOptions, type Resolver } from './net-guard.ts';

const MB = 1024 * 1024;
export const MAX_PAGE_BYTES = 5 * MB;
export const MAX_IMAGE_BYTES = 10 * MB;
const MAX_SHOPIFY_JSON_BYTES = 2 * MB;
/** Images downloaded at once for one scrape. */
const IMAGE_CONCURRENCY = 4;
/** Scraped images are kept at most this wide or tall, as WebP (the product image size of SPEC.md §9). */
const MAX_IMAGE_SIDE = 2048;
/** Refuses decompression bombs before sharp allocates their pixels. */
const MAX_INPUT_PIXELS = 12_000 * 12_000;

const HTML_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5';
const IMAGE_ACCEPT = 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8';

/** 422 VALIDATION: the URL was fine but the page gives nothing to prefill (DESIGN.md §7: never a 5xx). */
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

export interface ScrapeFetchOptions {
  /** Tests only (SCRAPE_ALLOW_LOOPBACK=1); production config refuses it. */
  allowLoopback: boolean;
  /** Budget of the page fetch, and separately of the Shopify JSON plus all image downloads together. */
  timeoutMs: number;
  /** DNS for tests; the system resolver otherwise. */
  resolve?: Resolver;
}

export function createScrapeService(deps: {
  media: Pick<MediaService, 'storeImages'>;
  fetch: ScrapeFetchOptions;
}) {
  const { media } = deps;
  const { allowLoopback, timeoutMs, resolve } = deps.fetch;
  const get = (url: string, options: Omit<GuardedFetchOptions, 'timeoutMs' | 'resolve' | 'allowLoopback'>) =>
    guardedFetch(url, { ...options, timeoutMs, resolve, allowLoopback });

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

  /** The Shopify product JSON of a Shopify product page, or undefined (it only adds detail). */
  async function shopifyJson(document: DomDocument, pageUrl: string, signal: AbortSignal): Promise<unknown> {
    const jsonUrl = isShopifyPage(document) ? shopifyJsonUrl(pageUrl) : null;
    if (!jsonUrl) return undefined;
    try {
      const response = await get(jsonUrl, {
        accept: 'application/json',
        maxBytes: MAX_SHOPIFY_JSON_BYTES,
        signal,
      });
      return response.status === 200 ? (JSON.parse(response.body.toString('utf8')) as unknown) : undefined;
    } catch {
      return undefined;
    }
  }

  return {
    /**
     * Reads a store page into the fields of the product form (DESIGN.md §6). The first
     * INITIAL_SCRAPED_IMAGES images are downloaded through the same guard and re-stored as
     * `scraped/<ownerId>/<sha256>.webp` owned by the person scraping; images that fail are dropped.
     * 400 for a refused address, 422 for a store that cannot be read or a page that is not a product, and
     * 422 STORE_BLOCKED for a bot wall, a 403 or 429, or a login wall (detectBlock).
     */
    async scrape(ownerId: string, url: string): Promise<ScrapedProduct> {
      const page = await get(url, { accept: HTML_ACCEPT, maxBytes: MAX_PAGE_BYTES }).catch(
        (error: unknown) => {
          throw toAppError(error);
        },
      );
      const answer = { status: page.status, requestedUrl: url, url: page.url };
      if (page.status < 200 || page.status >= 300) {
        // The guard keeps no error bodies: the status alone says whether the store refused us.
        const block = detectBlock({ ...answer, document: null, isProduct: false });
        if (block) throw storeBlocked(block);
        throw unprocessable(`The store answered with an error (HTTP ${page.status})`);
      }
      const mediaType = page.contentType?.split(';')[0]?.trim().toLowerCase();
      if (mediaType && mediaType !== 'text/html' && mediaType !== 'application/xhtml+xml')
        throw notAProduct();

      const document = parseHtml(decodeHtml(page.body, page.contentType));
      // One budget for everything after the page: the Shopify JSON and every image download.
      const deadline = AbortSignal.timeout(timeoutMs);
      const { product, isProduct } = extractProduct(document, page.url, {
        shopifyJson: await shopifyJson(document, page.url, deadline),
      });
      const block = detectBlock({ ...answer, document, isProduct });
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

/** The page's text in the charset its header or its `<meta charset>` names, UTF-8 otherwise. */
export function decodeHtml(body: Buffer, contentType: string | null): string {
  const declared =
    /charset\s*=\s*["']?([\w-]+)/i.exec(contentType ?? '')?.[1] ??
    /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(body.subarray(0, 4096).toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
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
