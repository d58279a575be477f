/**
 * Plain values the contracts share with their clients. This module (like money.ts and api-client.ts) imports
 * no zod, so a client's first load can use it without the schema library (issue 12).
 */

/** PostgreSQL's `integer`: the most any query-string integer may be (`queryInteger`), a price bound included. */
export const QUERY_INTEGER_MAX = 2_147_483_647;

/** The site's one-line pitch: the home page's description and the site's own share card. */
export const SITE_TAGLINE = 'Discover products, build looks and follow the stylists you love.';

export const FEED_PAGE_SIZE = 30;
export const SEARCH_PAGE_SIZE = 20;
export const SUBSCRIBERS_PAGE_SIZE = 10;
/** "More like this" on a product page: a page of similar products. */
export const SIMILAR_PRODUCTS_PAGE_SIZE = 20;
/** "Similar collections" at the end of a collection page. */
export const SIMILAR_COLLECTIONS_LIMIT = 10;

/** The longest feedback message (docs/product.md §17), in UTF-16 code units as a textarea counts them. */
export const FEEDBACK_MESSAGE_MAX_LENGTH = 5000;

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * Paths the server answers itself (API, identity, media, the dev mailbox, purchase-link redirects, link
 * preview images, metrics); every other path is the web app's. The server never answers them with the app
 * shell, and the service worker never answers them from its cache.
 */
export const SERVER_PATH_PREFIXES = [
  '/api/',
  '/identity/',
  '/media/',
  '/dev/',
  '/r/',
  '/share-cards/',
  // One path rather than a folder: a slash would leave `/metrics` itself to the service worker's cache.
  '/metrics',
] as const;

/** Stable machine-readable error codes (docs/product.md §15); clients branch on these, never on messages. */
export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'EMAIL_NOT_VERIFIED',
  'INVALID_CODE',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  /** A wallet lacks the money for a charge or payout (402, with `shortfall`). */
  'INSUFFICIENT_FUNDS',
  /** A payout asks for more than the stylist earned and has not paid out (422, with `payable`). */
  'PAYOUT_EXCEEDS_EARNINGS',
  /** An account still holds earnings not paid out, so it cannot be deleted yet (409). */
  'UNPAID_EARNINGS',
  /** A store turned the scraper away (a bot wall, a 403 or 429, a login wall): 422, read it in the browser. */
  'STORE_BLOCKED',
  /** The payment provider (Stripe) did not answer or refused the server's request (502). */
  'PAYMENT_PROVIDER_UNAVAILABLE',
  /** The database did not answer (503, with Retry-After): the request changed nothing; send it again shortly. */
  'SERVICE_UNAVAILABLE',
  /** One of two people blocked the other: neither may follow or pay-subscribe to the other (403). */
  'BLOCKED',
  /** Moderators suspended the account: it cannot sign in (403). */
  'ACCOUNT_SUSPENDED',
  'INTERNAL',
] as const;
