import { isShopifyPage, shopifyJsonUrl, type DomDocument } from '@stylebook/extract';
import { parseHtml } from '@stylebook/extract/parse-html';
import {
  guardedFetch,
  type GuardedFetchOptions,
  type GuardedResponse,
  type Resolver,
} from '../../lib/net-guard.ts';

const MB = 1024 * 1024;
export const MAX_PAGE_BYTES = 5 * MB;
const MAX_SHOPIFY_JSON_BYTES = 2 * MB;
const HTML_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5';

export interface StoreFetchOptions {
  /** Tests only (SCRAPE_ALLOW_LOOPBACK=1); production config refuses it. */
  allowLoopback: boolean;
  /** Budget of one fetch (the page), and of what a caller fetches after it under one deadline. */
  timeoutMs: number;
  /** DNS for tests; the system resolver otherwise. */
  resolve?: Resolver;
}

/**
 * What a store answered for a page: the parsed HTML, an error status, or something that is not a page; with
 * its status and the address that answered, after redirects (a login wall is a redirect to a sign-in page).
 */
export type StorePage = { status: number; url: string } & (
  | { kind: 'html'; document: DomDocument }
  | { kind: 'error-status'; retryAfter: string | null }
  | { kind: 'not-html' }
);

/**
 * Reads store pages through the SSRF guard (lib/net-guard.ts): the scraper and the price job both start
 * here, so both fetch, check and decode a page the same way. A refused or failed fetch throws
 * GuardedFetchError.
 */
export function createStorePageReader({ allowLoopback, timeoutMs, resolve }: StoreFetchOptions) {
  const get = (
    url: string,
    options: Omit<GuardedFetchOptions, 'timeoutMs' | 'resolve' | 'allowLoopback'>,
  ): Promise<GuardedResponse> => guardedFetch(url, { ...options, timeoutMs, resolve, allowLoopback });

  return {
    timeoutMs,
    get,

    /** The page at `url`, followed through redirects and decoded in its declared charset. */
    async page(url: string): Promise<StorePage> {
      const response = await get(url, { accept: HTML_ACCEPT, maxBytes: MAX_PAGE_BYTES });
      const answer = { status: response.status, url: response.url };
      if (response.status < 200 || response.status >= 300) {
        return { ...answer, kind: 'error-status', retryAfter: response.retryAfter };
      }
      const mediaType = response.contentType?.split(';')[0]?.trim().toLowerCase();
      if (mediaType && mediaType !== 'text/html' && mediaType !== 'application/xhtml+xml') {
        return { ...answer, kind: 'not-html' };
      }
      return {
        ...answer,
        kind: 'html',
        document: parseHtml(decodeHtml(response.body, response.contentType)),
      };
    },

    /** The Shopify product JSON of a Shopify product page, or undefined (it only adds detail). */
    async shopifyJson(document: DomDocument, pageUrl: string, signal: AbortSignal): Promise<unknown> {
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
    },
  };
}

export type StorePageReader = ReturnType<typeof createStorePageReader>;

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
