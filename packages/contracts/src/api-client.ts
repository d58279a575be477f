// Types only from the schema modules: the client must not pull zod into a browser's first load (issue 12).
// The server validates every reply against these schemas (its response schemas), so the client trusts them.
import type { z } from 'zod';
import type { GoogleCompleteRegistrationBody, RegisterBody } from './auth.ts';
import type { ErrorCode } from './common.ts';
import { ERROR_CODES, IDEMPOTENCY_KEY_HEADER } from './constants.ts';
import { ENDPOINTS, PRESIGN_ROUTES, type Endpoint, type HttpMethod, type RouteName } from './endpoints.ts';
import { CURRENCY_DECIMALS } from './money.ts';
import type { RouteBody, RouteParams, RouteQuery, RouteReply } from './routes.ts';
import type { FeedQuery, FollowingFeedQuery } from './feed.ts';
import type { PageQuery, UpdateUserBody, UserProductsQuery, UsersQuery } from './user.ts';
import type { SearchHistoryBody, SearchQuery } from './search.ts';
import type { SimilarCollectionsQuery, SimilarProductsQuery } from './similar.ts';
import type { CreateCollectionBody, UpdateCollectionBody } from './collection.ts';
import type { CreateLookBody, LookProductInput, UpdateLookBody } from './look.ts';
import type { PresignBody, UploadKind } from './media.ts';
import type { Money, PayoutBody, SetSubscriptionPriceBody, SubscriptionPrice, TopUpBody } from './wallet.ts';
import type { CreateProductBody, UpdateProductBody } from './product.ts';
import type { CreateFeedbackBody } from './feedback.ts';
import type { CreateReportBody } from './report.ts';
import type { ModerationActionBody, ModerationQueueQuery } from './moderation.ts';
import type { DashboardQuery } from './dashboard.ts';
import type {
  ListNotificationsQuery,
  MarkNotificationsReadBody,
  UpdateNotificationMailPreferencesBody,
} from './notifications.ts';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

/** An API reply that was not 2xx: the server's message when it sent one, else 'API error: {status}'. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  /** What a top-up must add before a refused charge can go ahead (402 `INSUFFICIENT_FUNDS`). */
  readonly shortfall: Money | undefined;

  constructor(status: number, message: string, code?: ErrorCode, shortfall?: Money) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.shortfall = shortfall;
  }
}

export interface ApiClientOptions {
  /** Origin of the API ('' for same origin). */
  baseUrl: string;
  /**
   * Resolves once the auth state is known, to the bearer token of the signed-in identity or null.
   * A rejection is treated as "no token": the request still goes out (docs/product.md §15).
   */
  getToken?: () => Promise<string | null>;
  fetch?: typeof fetch;
  logError?: (error: ApiError) => void;
}

export function buildQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Names the user's intent for a money-moving POST: a retry with the same key moves money once. */
  idempotencyKey?: string;
}

/** One call of a route of the table: its path parameters when it has some, and what it sends. */
export type CallInput<Name extends RouteName> = (RouteParams<Name> extends undefined
  ? { params?: undefined }
  : { params: RouteParams<Name> }) & {
  query?: RouteQuery<Name>;
  body?: RouteBody<Name>;
  signal?: AbortSignal;
  idempotencyKey?: string;
};

/** The route's path with its `:name` parameters filled in, each encoded. */
export function pathOf(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  async function tokenOrNull(): Promise<string | null> {
    if (!options.getToken) return null;
    try {
      return await options.getToken();
    } catch {
      return null;
    }
  }

  async function request<T>(method: HttpMethod, path: string, opts: RequestOptions = {}): Promise<T> {
    const token = await tokenOrNull();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (opts.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = opts.idempotencyKey;
    let body: string | undefined;
    if (method !== 'GET') {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body ?? {});
    }
    const response = await doFetch(`${options.baseUrl}${path}${buildQueryString(opts.query)}`, {
      method,
      headers,
      body,
      signal: opts.signal,
    });
    if (!response.ok) {
      const error = await toApiError(response);
      options.logError?.(error);
      throw error;
    }
    return (response.status === 204 ? {} : await response.json()) as T;
  }

  /** A route's call whose reply has no body (204) resolves to nothing. */
  const noReply = (reply: Promise<unknown>): Promise<void> => reply.then(() => undefined);

  /** Calls a route of the table (docs/decisions.md, "One route table"): its method, path and types. */
  function call<Name extends RouteName>(
    name: Name,
    { params, query, ...opts }: CallInput<Name>,
  ): Promise<RouteReply<Name>> {
    const { method, path }: Endpoint = ENDPOINTS[name];
    return request<RouteReply<Name>>(method, pathOf(path, params ?? {}), { ...opts, query: query as Query });
  }

  return {
    request,
    call,
    get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('POST', path, { ...opts, body }),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('PUT', path, { ...opts, body }),
    delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),

    health: (signal?: AbortSignal) => call('health', { signal }),
    about: (signal?: AbortSignal) => call('about', { signal }),
    featured: {
      products: (query: Partial<FeedQuery>, signal?: AbortSignal) =>
        call('featuredProducts', { query, signal }),
      collections: (query: Partial<FeedQuery>, signal?: AbortSignal) =>
        call('featuredCollections', { query, signal }),
    },
    /** What the people the caller follows made (docs/product.md §22), and stylists to follow while it is empty. */
    following: {
      feed: (query: Partial<FollowingFeedQuery>, signal?: AbortSignal) =>
        call('followingFeed', { query, signal }),
      suggestions: (signal?: AbortSignal) => call('followingSuggestions', { signal }),
    },

    /** The identity service (docs/product.md §3): sessions, mailed links and codes. */
    identity: {
      signIn: (email: string, password: string) => call('signIn', { body: { email, password } }),
      refresh: (refreshToken: string) => call('refreshSession', { body: { refreshToken } }),
      signOut: (refreshToken: string) => noReply(call('signOut', { body: { refreshToken } })),
      signOutEverywhere: () => noReply(call('signOutEverywhere', {})),
      sendSignInLink: (email: string, continueUrl?: string) =>
        noReply(call('sendSignInLink', { body: { email, continueUrl } })),
      completeSignInLink: (oobCode: string) => call('completeSignInLink', { body: { oobCode } }),
      requestPasswordReset: (email: string) => noReply(call('requestPasswordReset', { body: { email } })),
      confirmPasswordReset: (oobCode: string, newPassword: string) =>
        noReply(call('confirmPasswordReset', { body: { oobCode, newPassword } })),
      sendVerification: (continueUrl?: string) =>
        noReply(call('sendVerification', { body: { continueUrl } })),
      confirmVerification: (oobCode: string) => call('confirmVerification', { body: { oobCode } }),
      /** Ends every other session; this one stays signed in. */
      changePassword: (currentPassword: string, newPassword: string) =>
        noReply(call('changePassword', { body: { currentPassword, newPassword } })),
      sessions: () => call('listSessions', {}),
      signInMethods: () => call('signInMethods', {}),
      revokeSession: (id: string) => noReply(call('revokeSession', { params: { id } })),
      extensionSession: (source?: string) => call('extensionSession', { body: { source } }),
    },

    /** Accounts of the product (docs/product.md §3, `api/auth`). */
    auth: {
      registerUser: (body: RegisterBody) => call('registerUser', { body }),
      registerStylist: (body: RegisterBody) => call('registerStylist', { body }),
      googleCallback: (credential: string) => call('googleCallback', { body: { credential } }),
      googleCompleteRegistration: (body: z.input<typeof GoogleCompleteRegistrationBody>) =>
        call('googleCompleteRegistration', { body }),
    },

    products: {
      scrape: (url: string, signal?: AbortSignal) => call('scrapeProduct', { body: { url }, signal }),
      create: (body: CreateProductBody) => call('createProduct', { body }),
      get: (id: string, signal?: AbortSignal) => call('getProduct', { params: { id }, signal }),
      update: (id: string, body: UpdateProductBody) => call('updateProduct', { params: { id }, body }),
      like: (id: string) => call('likeProduct', { params: { id } }),
      unlike: (id: string) => call('unlikeProduct', { params: { id } }),
      /** The store's price over time, and whether the viewer watches it. */
      priceHistory: (id: string, signal?: AbortSignal) => call('getPriceHistory', { params: { id }, signal }),
      watchPrice: (id: string) => call('watchPrice', { params: { id } }),
      unwatchPrice: (id: string) => call('unwatchPrice', { params: { id } }),
      /** "More like this": products like this one, best first, paged by offset. */
      similar: (id: string, query: Partial<SimilarProductsQuery> = {}, signal?: AbortSignal) =>
        call('listSimilarProducts', { params: { id }, query, signal }),
    },

    /** `api/collections` (docs/product.md §4); add/remove answer the normalised membership. */
    collections: {
      archived: () => call('listArchivedCollections', {}),
      create: (body: CreateCollectionBody) => call('createCollection', { body }),
      get: (id: string, signal?: AbortSignal) => call('getCollection', { params: { id }, signal }),
      update: (id: string, body: UpdateCollectionBody) => call('updateCollection', { params: { id }, body }),
      delete: (id: string) => noReply(call('deleteCollection', { params: { id } })),
      archive: (id: string) => call('archiveCollection', { params: { id } }),
      unarchive: (id: string) => call('unarchiveCollection', { params: { id } }),
      addProduct: (id: string, productId: string) =>
        call('addCollectionProduct', { params: { id }, body: { productId } }),
      removeProduct: (id: string, productId: string) =>
        call('removeCollectionProduct', { params: { id, productId } }),
      addLook: (id: string, lookId: string) =>
        call('addCollectionLook', { params: { id }, body: { lookId } }),
      removeLook: (id: string, lookId: string) => call('removeCollectionLook', { params: { id, lookId } }),
      save: (id: string) => call('saveCollection', { params: { id } }),
      unsave: (id: string) => call('unsaveCollection', { params: { id } }),
      /** "Similar collections": listed collections like this one, best first. */
      similar: (id: string, query: Partial<SimilarCollectionsQuery> = {}, signal?: AbortSignal) =>
        call('listSimilarCollections', { params: { id }, query, signal }),
    },

    looks: {
      create: (body: CreateLookBody) => call('createLook', { body }),
      get: (id: string, signal?: AbortSignal) => call('getLook', { params: { id }, signal }),
      update: (id: string, body: UpdateLookBody) => call('updateLook', { params: { id }, body }),
      delete: (id: string) => noReply(call('deleteLook', { params: { id } })),
      addProduct: (id: string, body: LookProductInput) => call('addLookProduct', { params: { id }, body }),
      removeProduct: (id: string, productId: string) =>
        call('removeLookProduct', { params: { id, productId } }),
      like: (id: string) => call('likeLook', { params: { id } }),
      unlike: (id: string) => call('unlikeLook', { params: { id } }),
    },

    search: (query: Partial<SearchQuery> & { q: string }, signal?: AbortSignal) =>
      call('search', { query, signal }),

    searchSuggestions: (q: string, signal?: AbortSignal) =>
      call('searchSuggestions', { query: { q }, signal }),

    trendingSearches: (signal?: AbortSignal) => call('trendingSearches', { signal }),

    /** A committed search, counted toward trending (signed in). */
    recordSearch: (body: SearchHistoryBody) => noReply(call('recordSearch', { body })),

    /** docs/product.md §20: a report to the moderators; a repeat answers the first. */
    reports: {
      create: (body: z.input<typeof CreateReportBody>) => call('createReport', { body }),
    },

    /** docs/product.md §20: blocking works both ways; the list is the people the signed-in person blocked. */
    blocks: {
      list: (query: Partial<PageQuery> = {}, signal?: AbortSignal) => call('listBlocks', { query, signal }),
      block: (id: string) => noReply(call('blockUser', { params: { id } })),
      unblock: (id: string) => noReply(call('unblockUser', { params: { id } })),
    },

    /** docs/product.md §20: moderators only; everyone else finds these not found. */
    moderation: {
      queue: (query: Partial<ModerationQueueQuery> = {}, signal?: AbortSignal) =>
        call('moderationQueue', { query, signal }),
      act: (caseId: string, body: z.input<typeof ModerationActionBody>) =>
        call('moderateCase', { params: { id: caseId }, body }),
      reinstate: (userId: string) => noReply(call('reinstateUser', { params: { id: userId } })),
      audit: (query: Partial<PageQuery> = {}, signal?: AbortSignal) =>
        call('moderationAudit', { query, signal }),
    },

    /** docs/product.md §18: signed-out visitors add the `email` to answer. */
    feedback: {
      send: (body: z.input<typeof CreateFeedbackBody>) => call('sendFeedback', { body }),
    },

    /** Presigned uploads (docs/product.md §15): the file itself then goes by PUT to `uploadUrl`. */
    uploads: {
      presign: (kind: UploadKind, body: PresignBody) => call(PRESIGN_ROUTES[kind], { body }),
    },

    users: {
      checkUsername: (username: string, signal?: AbortSignal) =>
        call('checkUsername', { query: { username }, signal }),
      summary: (id: string) => call('getUserSummary', { params: { id } }),
      update: (id: string, body: z.input<typeof UpdateUserBody>) =>
        call('updateUser', { params: { id }, body }),
      delete: (id: string) => noReply(call('deleteUser', { params: { id } })),
      /** Everything the signed-in person owns (their own id only). */
      export: (id: string) => call('exportAccount', { params: { id } }),
      collections: (id: string, signal?: AbortSignal) =>
        call('listUserCollections', { params: { id }, signal }),
      looks: (id: string, signal?: AbortSignal) => call('listUserLooks', { params: { id }, signal }),
      products: (id: string, query: Partial<UserProductsQuery> = {}, signal?: AbortSignal) =>
        call('listUserProducts', { params: { id }, query, signal }),
      profile: (id: string, signal?: AbortSignal) => call('getUserProfile', { params: { id }, signal }),
      search: (query: Partial<UsersQuery>, signal?: AbortSignal) => call('searchUsers', { query, signal }),
      subscribers: (id: string, query: Partial<PageQuery> = {}, signal?: AbortSignal) =>
        call('listSubscribers', { params: { id }, query, signal }),
      subscribedTo: (id: string, query: Partial<PageQuery> = {}, signal?: AbortSignal) =>
        call('listSubscribedTo', { params: { id }, query, signal }),
      subscribe: (id: string) => call('subscribe', { params: { id } }),
      unsubscribe: (id: string) => call('unsubscribe', { params: { id } }),
    },

    /** The Money API (docs/product.md §9): amounts in minor units; each money-moving POST takes a key. */
    wallet: {
      get: (signal?: AbortSignal) => call('getWallet', { signal }),
      transactions: (query: Partial<PageQuery> = {}, signal?: AbortSignal) =>
        call('listWalletTransactions', { query, signal }),
      topUp: (body: TopUpBody, idempotencyKey: string) => call('topUp', { body, idempotencyKey }),
      payout: (body: PayoutBody, idempotencyKey: string) => call('requestPayout', { body, idempotencyKey }),
    },

    /** The stylist dashboard (docs/product.md §18): the caller's own figures over a range of UTC days. */
    dashboard: (query: DashboardQuery = {}, signal?: AbortSignal) => call('dashboard', { query, signal }),

    /** The caller's notifications (the bell), and which kinds they get by mail. */
    notifications: {
      list: (query: Partial<ListNotificationsQuery> = {}, signal?: AbortSignal) =>
        call('listNotifications', { query, signal }),
      unreadCount: (signal?: AbortSignal) => call('unreadNotifications', { signal }),
      markRead: (body: MarkNotificationsReadBody) => call('markNotificationsRead', { body }),
      preferences: (signal?: AbortSignal) => call('getNotificationPreferences', { signal }),
      setPreferences: (body: UpdateNotificationMailPreferencesBody) =>
        call('setNotificationPreferences', { body }),
      /** A mailed one-click unsubscribe link's token; needs no sign-in. */
      unsubscribe: (token: string) => call('unsubscribeFromMail', { query: { token } }),
    },

    paidSubscriptions: {
      setPrice: (body: SetSubscriptionPriceBody) => call('setSubscriptionPrice', { body }),
      list: (signal?: AbortSignal) => call('listPaidSubscriptions', { signal }),
      subscribe: (stylistId: string, idempotencyKey: string) =>
        call('takePaidSubscription', { params: { id: stylistId }, idempotencyKey }),
      cancel: (stylistId: string) => call('cancelPaidSubscription', { params: { id: stylistId } }),
      /** Agrees to the stylist's new price, as offered: a price changed since is refused (409). */
      acceptPrice: (stylistId: string, offered: SubscriptionPrice) =>
        call('acceptSubscriptionPrice', { params: { id: stylistId }, body: offered }),
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

function isErrorCode(value: unknown): value is ErrorCode {
  return (ERROR_CODES as readonly unknown[]).includes(value);
}

function isMoney(value: unknown): value is Money {
  if (typeof value !== 'object' || value === null) return false;
  const { amount, currency } = value as Record<string, unknown>;
  return Number.isInteger(amount) && typeof currency === 'string' && currency in CURRENCY_DECIMALS;
}

/** Reads the server's error body (`ErrorBody`, or `InsufficientFundsBody` with its shortfall). */
async function toApiError(response: Response): Promise<ApiError> {
  const fallback = `API error: ${response.status}`;
  try {
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) return new ApiError(response.status, fallback);
    const { message, code, shortfall } = body as Record<string, unknown>;
    if (typeof message !== 'string' || !message) return new ApiError(response.status, fallback);
    // The server's message stands even when its code is newer than this client (docs/product.md §16): the
    // person reads what went wrong, and the code alone is left out.
    const knownCode = isErrorCode(code) ? code : undefined;
    const refusedCharge = knownCode === 'INSUFFICIENT_FUNDS' && isMoney(shortfall);
    return new ApiError(response.status, message, knownCode, refusedCharge ? shortfall : undefined);
  } catch {
    // Not JSON: fall through to the generic message.
  }
  return new ApiError(response.status, fallback);
}
