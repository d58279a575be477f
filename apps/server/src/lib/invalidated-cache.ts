import { LRUCache } from 'lru-cache';
import type { ChangeFeed, ChangeKind } from './change-feed.ts';

/** What a cache needs of the change feed: its changes, and where to count its hits and misses. */
export type CacheFeed = Pick<ChangeFeed, 'subscribe' | 'cacheUse'>;

export interface InvalidatedCacheOptions {
  /** What /metrics calls it; one name per cache of the process. */
  name: string;
  /** At most this many entries; the least recently used go first. */
  max: number;
  /** Kinds whose changed ids are this cache's keys. */
  keyedBy?: ChangeKind[];
  /** Kinds any change of which drops the whole cache (for keys that are not ids of what changed). */
  clearedBy?: ChangeKind[];
}

/**
 * A bounded cache of what was read from the database, kept true by the change feed: a change drops its key
 * (or everything). A load that a change overtook is still answered but not kept, as it may have read the row
 * before the change committed. Each key asked counts as a hit or a miss under the cache's name, in the
 * feed's `cacheUse` (for /metrics).
 */
export function createInvalidatedCache<V extends NonNullable<unknown>>(
  feed: CacheFeed,
  { name, max, keyedBy = [], clearedBy = [] }: InvalidatedCacheOptions,
) {
  const entries = new LRUCache<string, V>({ max });
  const counts = feed.cacheUse.countsOf(name);
  /** Keys being loaded, with how many loads of each are under way. */
  const loading = new Map<string, number>();
  /** Keys changed while a load of them was under way. */
  const overtaken = new Set<string>();

  function drop(changed: Iterable<string>): void {
    for (const key of changed) {
      entries.delete(key);
      if (loading.has(key)) overtaken.add(key);
    }
  }
  function dropAll(): void {
    entries.clear();
    drop(loading.keys());
  }
  for (const kind of keyedBy)
    feed.subscribe(kind, (changed) => (changed === 'all' ? dropAll() : drop(changed)));
  for (const kind of clearedBy) feed.subscribe(kind, dropAll);

  /**
   * The values of `keys`, loading the missing ones in one call of `load`, which answers those it found.
   * Keys it does not answer are left out (and not kept).
   */
  async function getMany(
    keys: readonly string[],
    load: (missing: string[]) => Promise<Map<string, V>>,
  ): Promise<Map<string, V>> {
    const found = new Map<string, V>();
    const missing: string[] = [];
    for (const key of keys) {
      const value = entries.get(key);
      if (value === undefined) missing.push(key);
      else found.set(key, value);
    }
    counts.hits += found.size;
    counts.misses += missing.length;
    if (missing.length === 0) return found;
    for (const key of missing) loading.set(key, (loading.get(key) ?? 0) + 1);
    try {
      const loaded = await load(missing);
      for (const [key, value] of loaded) {
        found.set(key, value);
        if (!overtaken.has(key)) entries.set(key, value);
      }
    } finally {
      for (const key of missing) {
        const left = loading.get(key)! - 1;
        if (left > 0) loading.set(key, left);
        else {
          loading.delete(key);
          overtaken.delete(key);
        }
      }
    }
    return found;
  }

  /** The value of `key`, loaded by `load` when missing; undefined when `load` finds none. */
  async function getOne(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const values = await getMany([key], async () => {
      const value = await load();
      return new Map(value === undefined ? [] : [[key, value]]);
    });
    return values.get(key);
  }

  return { get: (key: string): V | undefined => entries.get(key), getMany, getOne };
}

export type InvalidatedCache<V extends NonNullable<unknown>> = ReturnType<typeof createInvalidatedCache<V>>;
