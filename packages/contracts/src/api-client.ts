import type { z } from 'zod';
import { ErrorBody } from './common.ts';
import type { ErrorCode } from './common.ts';
import { FeaturedCollectionsPage, FeaturedProductsPage } from './feed.ts';
import type { FeedQuery } from './feed.ts';
import { HealthResponse } from './common.ts';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An API reply that was not 2xx: the server's message when it sent one, else 'API error: {status}'. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;

  constructor(status: number, message: string, code?: ErrorCode) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
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
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

async function toApiError(response: Response): Promise<ApiError> {
  const fallback = `API error: ${response.status}`;
  try {
    const parsed = ErrorBody.partial().safeParse(await response.json());
    if (parsed.success && parsed.data.message) {
      return new ApiError(response.status, parsed.data.message, parsed.data.code);
    }
  } catch {
    // Not JSON: fall through to the generic message.
  }
  return new ApiError(response.status, fallback);
}
