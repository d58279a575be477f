import type { Db } from '../../db/client.ts';
import { blockedWith, followedAmong, isSuspended, seesWhatAnyoneSees } from '../../db/viewers.ts';
import { createInvalidatedCache, type CacheFeed } from '../../lib/invalidated-cache.ts';

/** Viewers whose answer is kept, least recently used dropped first (a few dozen bytes each). */
const CACHED_VIEWERS = 50_000;

/**
 * What services ask about a signed-in viewer before serving them what signed-out visitors share. Whether
 * they see what anyone sees is kept per viewer: their paid subscriptions ('paid_subscription') and account
 * ('user') name them, but a new product, look or collection names only itself, so any of those drops every
 * answer (the next request of each viewer asks again; an answer kept a poll interval too long only ever
 * shows them less than they may see). Whom they are blocked with is kept the same way: a block names both
 * people as 'user' changes (migration 0026).
 */
export function createViewers({ db, changes }: { db: Db; changes: CacheFeed }) {
  const answers = createInvalidatedCache<boolean>(changes, {
    name: 'viewers',
    max: CACHED_VIEWERS,
    keyedBy: ['paid_subscription', 'user'],
    clearedBy: ['product', 'look', 'collection'],
  });
  const blocked = createInvalidatedCache<ReadonlySet<string>>(changes, {
    name: 'viewers-blocks',
    max: CACHED_VIEWERS,
    keyedBy: ['user'],
  });
  const suspended = createInvalidatedCache<boolean>(changes, {
    name: 'viewers-suspended',
    max: CACHED_VIEWERS,
    keyedBy: ['user'],
  });
  return {
    async seesWhatAnyoneSees(viewerId: string): Promise<boolean> {
      return (await answers.getOne(viewerId, () => seesWhatAnyoneSees(db, viewerId)))!;
    },
    /** The people the viewer blocked or was blocked by: lists served from shared entries leave them out. */
    async blockedWith(viewerId: string): Promise<ReadonlySet<string>> {
      return (await blocked.getOne(viewerId, () => blockedWith(db, viewerId)))!;
    },
    /** Whether moderators suspended the person (docs/product.md §20); kept until their row changes. */
    async isSuspended(personId: string): Promise<boolean> {
      return (await suspended.getOne(personId, () => isSuspended(db, personId)))!;
    },
    followedAmong: (viewerId: string, personIds: string[]) => followedAmong(db, viewerId, personIds),
  };
}

export type Viewers = ReturnType<typeof createViewers>;
