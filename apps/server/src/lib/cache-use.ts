/** How often one cache had what was asked of it: a hit or a miss per key asked. */
export interface CacheCounts {
  hits: number;
  misses: number;
}

/**
 * The hits and misses of one process's caches, by cache name, which /metrics reports. A cache counts in the
 * record it is handed when created, so one with no traffic yet still reports its zeros.
 */
export function createCacheUse() {
  const byName = new Map<string, CacheCounts>();
  return {
    /** The counts of the cache `name`; caches sharing a name share them. */
    countsOf(name: string): CacheCounts {
      let counts = byName.get(name);
      if (!counts) {
        counts = { hits: 0, misses: 0 };
        byName.set(name, counts);
      }
      return counts;
    },
    all: (): ReadonlyMap<string, Readonly<CacheCounts>> => byName,
  };
}

export type CacheUse = ReturnType<typeof createCacheUse>;
