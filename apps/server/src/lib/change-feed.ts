import { and, gte, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createCacheUse } from './cache-use.ts';
import { logFailure } from './outage-log.ts';
import type { Database, Db } from '../db/client.ts';
import { changeLog } from '../db/schema/index.ts';

/**
 * What a change_log row names (migration 0008's triggers write them):
 * - 'product': a product whose card or page may now read otherwise (its row, likes, collections, looks,
 *   visibility, or a product saved from the same store link);
 * - 'collection', 'look', 'user': that row, or what it holds, changed;
 * - 'product_liker', 'look_liker', 'collection_saver': a person's likes or saves changed (their id);
 * - 'follows': someone started or stopped following, or being followed by, this person;
 * - 'paid_subscription': a paid subscription of this person (as subscriber or stylist) changed;
 * - 'feed_generation': a Featured generation of this kind ('products', 'collections') was built or dropped;
 * - 'session': a refresh token of this person was issued, rotated or revoked (their id).
 */
export type ChangeKind =
  | 'product'
  | 'collection'
  | 'look'
  | 'user'
  | 'product_liker'
  | 'look_liker'
  | 'collection_saver'
  | 'follows'
  | 'paid_subscription'
  | 'feed_generation'
  | 'session';

/** The ids of one kind that changed, or 'all' when this process cannot tell (it fell behind the log). */
export type ChangedIds = ReadonlySet<string> | 'all';
export type ChangeListener = (changed: ChangedIds) => void;

export interface ChangeFeedOptions {
  /** How often each process reads the log; what it cached may be this much behind another process's write. */
  pollIntervalMs?: number;
  /** How long rows stay in the log; a process that has not read it for half this long drops everything. */
  retentionMs?: number;
  /** More changes than this in one read means a bulk write: dropping everything is cheaper than sorting. */
  maxChangesPerPoll?: number;
  /**
   * The database's LISTEN (PostgreSQL): each write's NOTIFY makes the feed read at once, so another
   * process's write reaches this one's caches in milliseconds; polling stays, for a lost connection.
   */
  listen?: Database['listen'];
}

const DEFAULTS = { pollIntervalMs: 250, retentionMs: 10 * 60_000, maxChangesPerPoll: 10_000 };
const PRUNE_INTERVAL_MS = 60_000;
/** How soon a read for a NOTIFY is first tried again while an older transaction holds the change back. */
const FIRST_RETRY_MS = 20;

/**
 * Tells this process's caches what other processes (and this one) changed in the database. Each read takes
 * the log rows of transactions older than every transaction still running (the snapshot's xmin), then moves
 * its horizon there: those transactions have all ended, so nothing committed later can land behind it.
 */
export function createChangeFeed(db: Db, log: FastifyBaseLogger, options: ChangeFeedOptions = {}) {
  const { pollIntervalMs, retentionMs, maxChangesPerPoll, listen } = { ...DEFAULTS, ...options };
  const listeners = new Map<ChangeKind, Set<ChangeListener>>();
  /** Transactions below this id have been delivered; null until the first read. */
  let horizon: string | null = null;
  let lastReadAt = 0;
  let current: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  let timers: NodeJS.Timeout[] = [];
  let unlisten: (() => Promise<void>) | undefined;
  /** The newest writing transaction a NOTIFY named that no read has passed yet. */
  let notifiedTxid = -1n;
  let readAgain: NodeJS.Timeout | undefined;

  function deliver(kind: ChangeKind, changed: ChangedIds): void {
    for (const listener of listeners.get(kind) ?? []) {
      try {
        listener(changed);
      } catch (error) {
        log.error({ err: error, kind }, 'change listener failed');
      }
    }
  }

  function deliverToAll(): void {
    for (const kind of listeners.keys()) deliver(kind, 'all');
  }

  async function read(): Promise<void> {
    const from = horizon;
    const rows = await db
      .select({
        horizon: sql<string>`horizon.xmin::text`,
        kind: changeLog.kind,
        entityId: changeLog.entityId,
      })
      .from(sql`(select pg_snapshot_xmin(pg_current_snapshot()) as xmin) as horizon`)
      .leftJoin(
        changeLog,
        from === null
          ? sql`false`
          : and(gte(changeLog.txid, sql`${from}::xid8`), lt(changeLog.txid, sql`horizon.xmin`)),
      )
      .limit(maxChangesPerPoll + 1);
    const readAt = Date.now();
    const fellBehind = from === null || readAt - lastReadAt > retentionMs / 2;
    horizon = rows[0]!.horizon;
    lastReadAt = readAt;
    if (fellBehind || rows.length > maxChangesPerPoll) {
      deliverToAll();
      return;
    }
    const byKind = new Map<ChangeKind, Set<string>>();
    for (const { kind, entityId } of rows) {
      if (kind === null || entityId === null) continue;
      const ids = byKind.get(kind as ChangeKind) ?? new Set<string>();
      ids.add(entityId);
      byKind.set(kind as ChangeKind, ids);
    }
    for (const [kind, ids] of byKind) deliver(kind, ids);
  }

  /**
   * Reads the log now and resolves once every change committed before the call has been delivered. Reads
   * never overlap: a call during a read waits for it and shares the one read that follows it.
   */
  function poll(): Promise<void> {
    if (!current) {
      current = read().finally(() => {
        current = null;
      });
      return current;
    }
    next ??= current
      .catch(() => undefined)
      .then(() => {
        next = null;
        return poll();
      });
    return next;
  }

  async function prune(): Promise<void> {
    await db
      .delete(changeLog)
      .where(lt(changeLog.changedAt, sql`now() - make_interval(secs => ${retentionMs / 1000})`));
  }

  const logFailed = (what: string) => (error: unknown) =>
    logFailure(log, error, `change feed ${what} failed`);

  /**
   * A read for a NOTIFY. A read passes a transaction only once every older one has ended too, so while an
   * older one still runs, the feed reads again after 20 ms, 40 ms, … until the regular poll is as soon.
   */
  function heard(txid?: string, retryMs = FIRST_RETRY_MS): void {
    if (txid !== undefined && /^\d+$/.test(txid) && BigInt(txid) > notifiedTxid) notifiedTxid = BigInt(txid);
    void poll()
      .then(() => {
        const passed = horizon !== null && BigInt(horizon) > notifiedTxid;
        if (passed || readAgain || retryMs >= pollIntervalMs) return;
        readAgain = setTimeout(() => {
          readAgain = undefined;
          heard(undefined, retryMs * 2);
        }, retryMs);
        readAgain.unref();
      })
      .catch(logFailed('read'));
  }

  return {
    /** The hits and misses of the caches this feed keeps true (lib/invalidated-cache.ts), for /metrics. */
    cacheUse: createCacheUse(),

    /** Calls `listener` with the ids of `kind` that changed, after each read that found some. */
    subscribe(kind: ChangeKind, listener: ChangeListener): () => void {
      const forKind = listeners.get(kind) ?? new Set<ChangeListener>();
      forKind.add(listener);
      listeners.set(kind, forKind);
      return () => void forKind.delete(listener);
    },

    poll,

    /**
     * Takes the current horizon (caches start empty), then reads on every NOTIFY (when it can listen) and
     * every `pollIntervalMs`, and prunes old rows.
     */
    async start(): Promise<void> {
      await poll();
      unlisten = await listen?.('change_log', (txid) => heard(txid));
      timers = [
        setInterval(() => void poll().catch(logFailed('read')), pollIntervalMs),
        setInterval(() => void prune().catch(logFailed('prune')), PRUNE_INTERVAL_MS),
      ];
      for (const timer of timers) timer.unref();
    },

    async stop(): Promise<void> {
      for (const timer of timers) clearInterval(timer);
      timers = [];
      await unlisten?.();
      unlisten = undefined;
      clearTimeout(readAgain);
      await Promise.allSettled([current, next]);
    },
  };
}

export type ChangeFeed = ReturnType<typeof createChangeFeed>;
