import { z } from 'zod';
import { ERROR_CODES, QUERY_INTEGER_MAX } from './constants.ts';
import { CURRENCY_CODES } from './money.ts';

export const Id = z.uuid();
export type Id = z.infer<typeof Id>;

/** Unicode control characters (C0, DEL and C1): invisible, and PostgreSQL text cannot hold NUL at all. */
const CONTROL_CHARACTER = /\p{Cc}/u;
/** The same but tab and line breaks, which multi-line text keeps. */
const CONTROL_CHARACTER_BUT_LINE_BREAK = /(?![\t\n\r])\p{Cc}/u;
/** Half of a character outside the BMP, which no UTF-8 encoding can carry (with the u flag pairs never match). */
const UNPAIRED_SURROGATE = /\p{Cs}/u;

type StringParams = string | { message: string };

/** Refuses what the database cannot store as sent: `control` characters and unpaired surrogates. */
function storable<T extends z.ZodType<string>>(schema: T, control: RegExp): T {
  return schema
    .refine((value) => !control.test(value), { message: 'Must not contain control characters' })
    .refine((value) => !UNPAIRED_SURROGATE.test(value), {
      message: 'Must not contain broken characters (unpaired surrogates)',
    });
}

/**
 * Every text field of the contracts is built from `singleLineText`, `multilineText` or `HttpUrl`, so bad
 * characters are a 400 that names the field, never a database error. Passwords alone are plain strings:
 * they are hashed, never stored or compared as text.
 */
export const singleLineText = (params?: StringParams) => storable(z.string(params), CONTROL_CHARACTER);

/** Text typed in a textarea (descriptions, bio): tabs and line breaks allowed, other controls not. */
export const multilineText = (params?: StringParams) =>
  storable(z.string(params), CONTROL_CHARACTER_BUT_LINE_BREAK);

/**
 * An http(s) URL of at most 2048 characters. URL parsing would let bad characters through (it drops or
 * percent-encodes them), but the string is stored as sent, so it is checked like `singleLineText`.
 */
export const HttpUrl = storable(
  z.url({ message: 'Please enter a valid URL', protocol: /^https?$/ }).max(2048),
  CONTROL_CHARACTER,
);

export const Currency = z.enum(CURRENCY_CODES);
export type Currency = z.infer<typeof Currency>;

/** PostgreSQL's `integer`, the type of every count, position, page and generation the database keeps. */
const INT32_MIN = -2_147_483_648;

/**
 * A whole number read from a query string (`?limit=30`). Every query integer is built from it, so none can
 * overflow the integer column it is compared with or the offset it becomes.
 */
export const queryInteger = () => z.coerce.number().int().min(INT32_MIN).max(QUERY_INTEGER_MAX);

export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ErrorBody = z.object({
  message: z.string(),
  code: ErrorCode,
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Featured lists page by offset: `{items, hasMore, nextOffset}` (docs/product.md §15). */
export function offsetPage<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    hasMore: z.boolean(),
    nextOffset: z.number().int().nonnegative().nullable(),
  });
}
export type OffsetPage<T> = { items: T[]; hasMore: boolean; nextOffset: number | null };

/**
 * How deep searches page (`/api/search`, `/api/users?query`): results are the best of a bounded set of
 * matches, so a search stays fast however many rows match.
 */
export const SEARCH_MAX_OFFSET = 250;
export const SEARCH_MAX_LIMIT = 50;

/** Subscriber-style lists page by number: `{pagination: {page, pages}}` (docs/product.md §15). */
export const Pagination = z.object({
  page: z.number().int().positive(),
  pages: z.number().int().nonnegative(),
});
export type Pagination = z.infer<typeof Pagination>;

export const HealthResponse = z.object({
  /** `stopping` from the first moment of a clean stop, so a load balancer sends nothing new. */
  status: z.enum(['ok', 'degraded', 'stopping']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    reachable: z.boolean(),
    latencyMs: z.number().nonnegative().nullable(),
  }),
  uptimeSeconds: z.number().nonnegative(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
