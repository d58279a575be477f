import { z } from 'zod';

export const Id = z.uuid();
export type Id = z.infer<typeof Id>;

/** Stable machine-readable error codes (DESIGN.md §7); clients branch on these, never on messages. */
export const ErrorCode = z.enum([
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
  'INTERNAL',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ErrorBody = z.object({
  message: z.string(),
  code: ErrorCode,
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Featured lists page by offset: `{items, hasMore, nextOffset}` (SPEC.md §3). */
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

/** Subscriber-style lists page by number: `{pagination: {page, pages}}` (SPEC.md §3). */
export const Pagination = z.object({
  page: z.number().int().positive(),
  pages: z.number().int().nonnegative(),
});
export type Pagination = z.infer<typeof Pagination>;

export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    reachable: z.boolean(),
    latencyMs: z.number().nonnegative().nullable(),
  }),
  uptimeSeconds: z.number().nonnegative(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
