import { z } from 'zod';
import {
  GoogleCallbackResponse,
  SessionList,
  SessionTokens,
  UsernameCheckResponse,
  type GoogleCompleteRegistrationBody,
  type RegisterBody,
} from './auth.ts';
import { ErrorBody, HealthResponse, type ErrorCode } from './common.ts';
import { FeaturedCollectionsPage, FeaturedProductsPage, type FeedQuery } from './feed.ts';
import {
  PagedUsers,
  SubscribeState,
  UserProductsPage,
  UserProfile,
  UserProfileSummary,
  UserSearchPage,
  type PageQuery,
  type UpdateUserBody,
  type UserProductsQuery,
  type UsersQuery,
} from './user.ts';
import { SearchResults, type SearchQuery } from './search.ts';
import {
  ArchivedCollections,
  Collection,
  CollectionItems,
  SaveState,
  UserCollections,
  type CreateCollectionBody,
  type UpdateCollectionBody,
} from './collection.ts';
import { Look, UserLooks, type CreateLookBody, type LookProductInput, type UpdateLookBody } from './look.ts';
import { PresignResponse, type PresignBody, type UploadKind } from './media.ts';
import {
  IDEMPOTENCY_KEY_HEADER,
  InsufficientFundsBody,
  PaidSubscription,
  PaidSubscriptionList,
  PayoutResult,
  SubscriptionPrice,
  TopUpResult,
  Wallet,
  WalletTransactionsPage,
  type Money,
  type PayoutBody,
  type SetSubscriptionPriceBody,
  type TopUpBody,
} from './wallet.ts';
import {
  LikeState,
  Product,
  ScrapedProduct,
  type CreateProductBody,
  type UpdateProductBody,
} from './product.ts';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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
   * A rejection is treated as "no token": the request still goes out (SPEC.md §7).
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

interface RequestOptions<T> {
  query?: Query;
  body?: unknown;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** Names the user's intent for a money-moving POST: a retry with the same key moves money once. */
  idempotencyKey?: string;
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

  async function request<T>(method: HttpMethod, path: string, opts: RequestOptions<T> = {}): Promise<T> {
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
    const data: unknown = response.status === 204 ? {} : await response.json();
    return opts.schema ? opts.schema.parse(data) : (data as T);
  }

  const noContent = (method: HttpMethod, path: string, body?: unknown) =>
    request<Record<string, never>>(method, path, { body }).then(() => undefined);

  return {
    request,
    get: <T>(path: string, opts?: RequestOptions<T>) => request<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions<T>) =>
      request<T>('POST', path, { ...opts, body }),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions<T>) =>
      request<T>('PUT', path, { ...opts, body }),
    delete: <T>(path: string, opts?: RequestOptions<T>) => request<T>('DELETE', path, opts),

    health: (signal?: AbortSignal) => request('GET', '/api/health', { schema: HealthResponse, signal }),
    featured: {
      products: (query: Partial<FeedQuery>, signal?: AbortSignal) =>
        request('GET', '/api/featured/products', { query, schema: FeaturedProductsPage, signal }),
      collections: (query: Partial<FeedQuery>, signal?: AbortSignal) =>
        request('GET', '/api/featured/collections', { query, schema: FeaturedCollectionsPage, signal }),
    },

    /** The identity service (DESIGN.md §4): sessions, mailed links and codes. */
    identity: {
      signIn: (email: string, password: string) =>
        request('POST', '/identity/sign-in', { body: { email, password }, schema: SessionTokens }),
      refresh: (refreshToken: string) =>
        request('POST', '/identity/token', { body: { refreshToken }, schema: SessionTokens }),
      signOut: (refreshToken: string) => noContent('POST', '/identity/sign-out', { refreshToken }),
      signOutEverywhere: () => noContent('POST', '/identity/sign-out-everywhere'),
      sendSignInLink: (email: string, continueUrl?: string) =>
        noContent('POST', '/identity/email-link', { email, continueUrl }),
      completeSignInLink: (oobCode: string) =>
        request('POST', '/identity/email-link/complete', {
          body: { oobCode },
          schema: SessionTokens.extend({ continueUrl: z.string() }),
        }),
      requestPasswordReset: (email: string) => noContent('POST', '/identity/password-reset', { email }),
      confirmPasswordReset: (oobCode: string, newPassword: string) =>
        noContent('POST', '/identity/password-reset/confirm', { oobCode, newPassword }),
      sendVerification: (continueUrl?: string) =>
        noContent('POST', '/identity/verification', { continueUrl }),
      confirmVerification: (oobCode: string) =>
        request('POST', '/identity/verification/confirm', {
          body: { oobCode },
          schema: z.object({ continueUrl: z.string() }),
        }),
      /** Ends every other session; this one stays signed in. */
      changePassword: (currentPassword: string, newPassword: string) =>
        noContent('POST', '/identity/password', { currentPassword, newPassword }),
      sessions: () => request('GET', '/identity/sessions', { schema: SessionList }),
      revokeSession: (id: string) => noContent('DELETE', `/identity/sessions/${encodeURIComponent(id)}`),
      extensionSession: (source?: string) =>
        request('POST', '/identity/extension-session', { body: { source }, schema: SessionTokens }),
    },

    /** Accounts of the product (SPEC.md §7 `api/auth`). */
    auth: {
      registerUser: (body: RegisterBody) =>
        request('POST', '/api/auth/register/user', { body, schema: SessionTokens }),
      registerStylist: (body: RegisterBody) =>
        request('POST', '/api/auth/register/stylist', { body, schema: SessionTokens }),
      googleCallback: (credential: string) =>
        request('POST', '/api/auth/google/callback', {
          body: { credential },
          schema: GoogleCallbackResponse,
        }),
      googleCompleteRegistration: (body: z.input<typeof GoogleCompleteRegistrationBody>) =>
        request('POST', '/api/auth/google/complete-registration', { body, schema: SessionTokens }),
    },

    products: {
      scrape: (url: string, signal?: AbortSignal) =>
        request('POST', '/api/products/scrape', { body: { url }, schema: ScrapedProduct, signal }),
      create: (body: CreateProductBody) => request('POST', '/api/products', { body, schema: Product }),
      get: (id: string, signal?: AbortSignal) =>
        request('GET', `/api/products/${encodeURIComponent(id)}`, { schema: Product, signal }),
      update: (id: string, body: UpdateProductBody) =>
        request('PUT', `/api/products/${encodeURIComponent(id)}`, { body, schema: Product }),
      like: (id: string) =>
        request('POST', `/api/products/${encodeURIComponent(id)}/like`, { schema: LikeState }),
      unlike: (id: string) =>
        request('DELETE', `/api/products/${encodeURIComponent(id)}/like`, { schema: LikeState }),
    },

    /** SPEC.md §7 `api/collections`; add/remove answer the normalised membership. */
    collections: {
      archived: () => request('GET', '/api/collections/archived', { schema: ArchivedCollections }),
      create: (body: CreateCollectionBody) =>
        request('POST', '/api/collections', { body, schema: Collection }),
      get: (id: string, signal?: AbortSignal) =>
        request('GET', `/api/collections/${encodeURIComponent(id)}`, { schema: Collection, signal }),
      update: (id: string, body: UpdateCollectionBody) =>
        request('PUT', `/api/collections/${encodeURIComponent(id)}`, { body, schema: Collection }),
      delete: (id: string) => noContent('DELETE', `/api/collections/${encodeURIComponent(id)}`),
      archive: (id: string) =>
        request('PUT', `/api/collections/${encodeURIComponent(id)}/archive`, { schema: Collection }),
      unarchive: (id: string) =>
        request('PUT', `/api/collections/${encodeURIComponent(id)}/unarchive`, { schema: Collection }),
      addProduct: (id: string, productId: string) =>
        request('POST', `/api/collections/${encodeURIComponent(id)}/products`, {
          body: { productId },
          schema: CollectionItems,
        }),
      removeProduct: (id: string, productId: string) =>
        request(
          'DELETE',
          `/api/collections/${encodeURIComponent(id)}/products/${encodeURIComponent(productId)}`,
          { schema: CollectionItems },
        ),
      addLook: (id: string, lookId: string) =>
        request('POST', `/api/collections/${encodeURIComponent(id)}/looks`, {
          body: { lookId },
          schema: CollectionItems,
        }),
      removeLook: (id: string, lookId: string) =>
        request('DELETE', `/api/collections/${encodeURIComponent(id)}/looks/${encodeURIComponent(lookId)}`, {
          schema: CollectionItems,
        }),
      save: (id: string) =>
        request('POST', `/api/collections/${encodeURIComponent(id)}/save`, { schema: SaveState }),
      unsave: (id: string) =>
        request('DELETE', `/api/collections/${encodeURIComponent(id)}/save`, { schema: SaveState }),
    },

    looks: {
      create: (body: CreateLookBody) => request('POST', '/api/looks', { body, schema: Look }),
      get: (id: string, signal?: AbortSignal) =>
        request('GET', `/api/looks/${encodeURIComponent(id)}`, { schema: Look, signal }),
      update: (id: string, body: UpdateLookBody) =>
        request('PUT', `/api/looks/${encodeURIComponent(id)}`, { body, schema: Look }),
      delete: (id: string) => noContent('DELETE', `/api/looks/${encodeURIComponent(id)}`),
      addProduct: (id: string, body: LookProductInput) =>
        request('POST', `/api/looks/${encodeURIComponent(id)}/products`, { body, schema: Look }),
      removeProduct: (id: string, productId: string) =>
        request('DELETE', `/api/looks/${encodeURIComponent(id)}/products/${encodeURIComponent(productId)}`, {
          schema: Look,
        }),
      like: (id: string) =>
        request('POST', `/api/looks/${encodeURIComponent(id)}/like`, { schema: LikeState }),
      unlike: (id: string) =>
        request('DELETE', `/api/looks/${encodeURIComponent(id)}/like`, { schema: LikeState }),
    },

    search: (query: Partial<SearchQuery> & { q: string }, signal?: AbortSignal) =>
      request('GET', '/api/search', { query, schema: SearchResults, signal }),

    /** Presigned uploads (SPEC.md §7): the file itself then goes by PUT to `uploadUrl`. */
    uploads: {
      presign: (kind: UploadKind, body: PresignBody) =>
        request('POST', `/api/uploads/${UPLOAD_PATHS[kind]}/presign`, { body, schema: PresignResponse }),
    },

    users: {
      checkUsername: (username: string, signal?: AbortSignal) =>
        request('GET', '/api/users/username/check', {
          query: { username },
          schema: UsernameCheckResponse,
          signal,
        }),
      summary: (id: string) =>
        request('GET', `/api/users/${encodeURIComponent(id)}/summary`, { schema: UserProfileSummary }),
      update: (id: string, body: z.input<typeof UpdateUserBody>) =>
        request('PUT', `/api/users/${encodeURIComponent(id)}`, { body, schema: UserProfileSummary }),
      delete: (id: string) => noContent('DELETE', `/api/users/${encodeURIComponent(id)}`),
      collections: (id: string, signal?: AbortSignal) =>
        request('GET', `/api/users/${encodeURIComponent(id)}/collections`, {
          schema: UserCollections,
          signal,
        }),
      looks: (id: string, signal?: AbortSignal) =>
        request('GET', `/api/users/${encodeURIComponent(id)}/looks`, { schema: UserLooks, signal }),
      products: (id: string, query: Partial<UserProductsQuery> = {}, signal?: AbortSignal) =>
        request('GET', `/api/users/${encodeURIComponent(id)}/products`, {
          query,
          schema: UserProductsPage,
          signal,
        }),
      profile: (id: string, signal?: AbortSignal) =>
        request('GET', `/api/users/${encodeURIComponent(id)}/profile`, { schema: UserProfile, signal }),
      search: (query: Partial<UsersQuery>, signal?: AbortSignal) =>
        request('GET', '/api/users', { query, schema: UserSearchPage, signal }),
      subscribers: (id: string, query: Partial<PageQuery> = {}, signal?: AbortSignal) =>
        request('GET', `/api/users/${encodeURIComponent(id)}/subscribers`, {
          query,
          schema: PagedUsers,
          signal,
        }),
      subscribedTo: (id: string, query: Partial<PageQuery> = {}, signal?: AbortSignal) =>
        request('GET', `/api/users/${encodeURIComponent(id)}/subscribedTo`, {
          query,
          schema: PagedUsers,
          signal,
        }),
      subscribe: (id: string) =>
        request('POST', `/api/users/${encodeURIComponent(id)}/subscribe`, { schema: SubscribeState }),
      unsubscribe: (id: string) =>
        request('DELETE', `/api/users/${encodeURIComponent(id)}/subscribe`, { schema: SubscribeState }),
    },

    /** The Money API (DESIGN.md §6): amounts in minor units; each money-moving POST takes a key. */
    wallet: {
      get: (signal?: AbortSignal) => request('GET', '/api/wallet', { schema: Wallet, signal }),
      transactions: (query: Partial<PageQuery> = {}, signal?: AbortSignal) =>
        request('GET', '/api/wallet/transactions', { query, schema: WalletTransactionsPage, signal }),
      topUp: (body: TopUpBody, idempotencyKey: string) =>
        request('POST', '/api/wallet/top-ups', { body, idempotencyKey, schema: TopUpResult }),
      payout: (body: PayoutBody, idempotencyKey: string) =>
        request('POST', '/api/wallet/payouts', { body, idempotencyKey, schema: PayoutResult }),
    },

    paidSubscriptions: {
      setPrice: (body: SetSubscriptionPriceBody) =>
        request('PUT', '/api/subscriptions/price', { body, schema: SubscriptionPrice.nullable() }),
      list: (signal?: AbortSignal) =>
        request('GET', '/api/subscriptions/paid', { schema: PaidSubscriptionList, signal }),
      subscribe: (stylistId: string, idempotencyKey: string) =>
        request('POST', `/api/users/${encodeURIComponent(stylistId)}/paid-subscription`, {
          idempotencyKey,
          schema: PaidSubscription,
        }),
      cancel: (stylistId: string) =>
        request('DELETE', `/api/users/${encodeURIComponent(stylistId)}/paid-subscription`, {
          schema: PaidSubscription,
        }),
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** SPEC.md §7's upload paths, by kind. */
export const UPLOAD_PATHS: Record<UploadKind, string> = {
  collectionCover: 'collections/cover',
  lookCover: 'looks/cover',
  productImage: 'products/images',
  avatar: 'users/avatar',
  feedbackAttachment: 'feedback/attachment',
};

async function toApiError(response: Response): Promise<ApiError> {
  const fallback = `API error: ${response.status}`;
  try {
    const body: unknown = await response.json();
    const insufficient = InsufficientFundsBody.safeParse(body);
    if (insufficient.success) {
      const { message, code, shortfall } = insufficient.data;
      return new ApiError(response.status, message, code, shortfall);
    }
    const parsed = ErrorBody.partial().safeParse(body);
    if (parsed.success && parsed.data.message) {
      return new ApiError(response.status, parsed.data.message, parsed.data.code);
    }
  } catch {
    // Not JSON: fall through to the generic message.
  }
  return new ApiError(response.status, fallback);
}
