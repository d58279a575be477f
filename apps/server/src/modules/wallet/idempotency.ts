import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { idempotentRequests } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';

/** A money-moving request as its `Idempotency-Key` identifies it. */
export interface IdempotentRequest {
  userId: string;
  key: string;
  /** The route, e.g. 'POST /api/wallet/top-ups': one key reused on another route is another request. */
  route: string;
  /** The parsed body (a flat object). */
  body: Record<string, unknown>;
}

const keyReused = () =>
  conflict('This Idempotency-Key was already used for a different request. Use a new key for a new request.');

/** Keys sorted, so the same fields in another order are the same request. */
function hashRequest({ route, body }: IdempotentRequest): string {
  return createHash('sha256')
    .update(`${route}\n${JSON.stringify(body, Object.keys(body).sort())}`)
    .digest('hex');
}

/**
 * Runs money-moving requests once per person and key (docs/product.md §9). The key is claimed first in
 * the transaction that moves the money, and its (201) reply stored in it before commit, so the two cannot be
 * separated by a crash. A concurrent duplicate waits on the claim's unique index and then replays the stored
 * reply. Refusals (4xx) are not stored: they move nothing, and the person may retry after, say, a top-up.
 */
export function createIdempotency(db: Db) {
  async function find(userId: string, key: string) {
    const [row] = await db
      .select()
      .from(idempotentRequests)
      .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key)));
    return row ?? null;
  }

  function replay<T>(stored: typeof idempotentRequests.$inferSelect, requestHash: string): T {
    if (stored.requestHash !== requestHash) throw keyReused();
    return stored.responseBody as T;
  }

  return {
    async run<T>(request: IdempotentRequest, work: (tx: Db) => Promise<T>): Promise<T> {
      const { userId, key } = request;
      const requestHash = hashRequest(request);
      const stored = await find(userId, key);
      if (stored) return replay(stored, requestHash);
      try {
        return await db.transaction(async (tx) => {
          await tx.insert(idempotentRequests).values({ userId, key, requestHash });
          const reply = await work(tx);
          await tx
            .update(idempotentRequests)
            .set({ responseBody: reply })
            .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key)));
          return reply;
        });
      } catch (error) {
        const winner = isUniqueViolation(error) ? await find(userId, key) : null;
        if (!winner) throw error;
        return replay(winner, requestHash);
      }
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
