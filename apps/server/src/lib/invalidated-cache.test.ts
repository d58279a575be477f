import { describe, expect, it } from 'vitest';
import { createCacheUse } from './cache-use.ts';
import type { ChangedIds, ChangeKind, ChangeListener } from './change-feed.ts';
import { createInvalidatedCache } from './invalidated-cache.ts';

/** The subscribe side of a change feed, whose changes the test announces itself. */
function announcer() {
  const listeners: { kind: ChangeKind; listener: ChangeListener }[] = [];
  return {
    cacheUse: createCacheUse(),
    subscribe(kind: ChangeKind, listener: ChangeListener) {
      listeners.push({ kind, listener });
      return () => undefined;
    },
    announce(kind: ChangeKind, changed: ChangedIds) {
      for (const entry of listeners) if (entry.kind === kind) entry.listener(changed);
    },
  };
}

describe('invalidated cache', () => {
  it('keeps what it loaded until a change names its key', async () => {
    const feed = announcer();
    const cache = createInvalidatedCache<string>(feed, { name: 'test', max: 10, keyedBy: ['product'] });
    let loads = 0;
    const load = async (keys: string[]) => {
      loads++;
      return new Map(keys.map((key) => [key, `${key}@${loads}`]));
    };

    expect(await cache.getMany(['a', 'b'], load)).toEqual(
      new Map([
        ['a', 'a@1'],
        ['b', 'b@1'],
      ]),
    );
    expect(await cache.getMany(['a', 'b'], load)).toEqual(
      new Map([
        ['a', 'a@1'],
        ['b', 'b@1'],
      ]),
    );
    feed.announce('product', new Set(['a']));
    feed.announce('user', new Set(['b']));
    expect(await cache.getMany(['a', 'b'], load)).toEqual(
      new Map([
        ['a', 'a@2'],
        ['b', 'b@1'],
      ]),
    );
    feed.announce('product', 'all');
    expect(cache.get('b')).toBeUndefined();
  });

  it('answers a load that a change overtook, but does not keep it', async () => {
    const feed = announcer();
    const cache = createInvalidatedCache<string>(feed, { name: 'test', max: 10, keyedBy: ['product'] });
    const answered = cache.getOne('a', async () => {
      // The row was read before this change committed: what it read may be stale.
      feed.announce('product', new Set(['a']));
      return 'stale';
    });
    expect(await answered).toBe('stale');
    expect(cache.get('a')).toBeUndefined();
    expect(await cache.getOne('a', async () => 'fresh')).toBe('fresh');
    expect(cache.get('a')).toBe('fresh');
  });

  it('drops everything on any change of a kind it is cleared by', async () => {
    const feed = announcer();
    const cache = createInvalidatedCache<number>(feed, {
      name: 'test',
      max: 10,
      clearedBy: ['feed_generation'],
    });
    await cache.getOne('products:newest', async () => 7);
    feed.announce('feed_generation', new Set(['collections']));
    expect(cache.get('products:newest')).toBeUndefined();
  });

  it('holds at most `max` entries, dropping the least recently used', async () => {
    const feed = announcer();
    const cache = createInvalidatedCache<string>(feed, { name: 'test', max: 2, keyedBy: ['product'] });
    for (const key of ['a', 'b']) await cache.getOne(key, async () => key);
    cache.get('a');
    await cache.getOne('c', async () => 'c');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['a', undefined, 'c']);
  });

  it('counts, under its name, a hit for each key it had and a miss for each key it loaded', async () => {
    const feed = announcer();
    const cache = createInvalidatedCache<string>(feed, { name: 'cards', max: 10, keyedBy: ['product'] });
    expect(feed.cacheUse.all().get('cards')).toEqual({ hits: 0, misses: 0 });
    const load = async (keys: string[]) => new Map(keys.map((key) => [key, key]));
    await cache.getMany(['a', 'b'], load);
    await cache.getMany(['a', 'b', 'c'], load);
    await cache.getOne('a', async () => 'a');
    expect(feed.cacheUse.all().get('cards')).toEqual({ hits: 3, misses: 3 });
  });
});
