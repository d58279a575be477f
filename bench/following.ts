import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { desc, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { credentials, followingFeedItems, users } from '../apps/server/src/db/schema/index.ts';
import { createFeaturedRepository } from '../apps/server/src/modules/featured/featured.repository.ts';
import { hashPassword } from '../apps/server/src/modules/identity/passwords.ts';
import { encodeCursor } from '../apps/server/src/modules/following-feed/following-feed.mapper.ts';
import { startServerProcess } from '../apps/server/src/test/server-process.ts';
import { measure, type LoadOptions, type LoadResult, type VaryingGet } from './load.ts';
import type { BenchPostgres } from './postgres.ts';

/** Issue 31: a person following 500 stylists who made 100,000 products between them. */
const STYLISTS = 500;
const PRODUCTS = 100_000;
/** One public collection per stylist, made among their products, so pages mix kinds as a real feed does. */
const COLLECTION_EVERY = PRODUCTS / STYLISTS;
/** Issue 31: a page of the Following feed at least this fraction of the database ping's rate. */
export const MIN_FOLLOWING_VS_HEALTH = 0.3;
/** Positions the rotating page starts at, spread over the whole feed. */
const ROTATING_POSITIONS = 2_000;

export const FOLLOWING_FIRST_PAGE = 'following feed, first page';
export const FOLLOWING_ROTATING = 'following feed, a page anywhere (rotating cursor)';

const FOLLOWER = { email: 'follower@bench.stylebook.local', password: 'bench-following-password' };

export interface FollowingRun {
  engine: 'pglite' | 'postgres';
  seedMs: number;
  inboxRows: number;
  /** The no-op, the database ping, then the pages. */
  api: LoadResult[];
}

/**
 * Seeds the follower, the stylists and their products in a database of its own (set-based SQL: the follows
 * first, so the insert triggers copy each product into the follower's feed as they would one by one), then
 * returns the cursors a rotating page reads from.
 */
export async function seedFollowing(database: Awaited<ReturnType<typeof openDatabase>>) {
  const { db } = database;
  await db.execute(sql`
    insert into users (email, email_verified_at, username, name, role)
    select 'following' || i || '@bench.stylebook.local', now(), 'followed' || i, 'Followed Stylist ' || i,
           'STYLIST'
    from generate_series(1, ${STYLISTS}) as i`);
  const [follower] = await db
    .insert(users)
    .values({
      email: FOLLOWER.email,
      emailVerifiedAt: new Date(),
      username: 'benchfollower',
      name: 'Follower',
    })
    .returning({ id: users.id });
  await db
    .insert(credentials)
    .values({ userId: follower!.id, passwordHash: await hashPassword(FOLLOWER.password) });
  await db.execute(sql`
    insert into follows (follower_id, followee_id)
    select ${follower!.id}, id from users where role = 'STYLIST'`);
  await db.execute(sql`
    insert into products (id, owner_id, root_product_id, description, brand, price_minor, currency, gender,
                          purchase_url, canonical_url, images, created_at)
    select id, stylists.ids[1 + i % ${STYLISTS}], id, 'Followed piece ' || i, 'Lemaire', 1000 + i % 90000, 'EUR',
           (array['MENSWEAR', 'WOMENSWEAR', 'UNISEX'])[1 + i % 3],
           'https://shop.example/following/' || i, 'https://shop.example/following/' || i,
           jsonb_build_array(jsonb_build_object('url', '/media/bench/' || i || '.webp')),
           now() - make_interval(secs => i)
    from (select gen_random_uuid() as id, i from generate_series(1, ${PRODUCTS}) as i) as numbered,
         (select array_agg(id order by username) as ids from users where role = 'STYLIST') as stylists`);
  await db.execute(sql`
    insert into collections (owner_id, name, is_private, created_at)
    select stylists.ids[1 + i % ${STYLISTS}], 'Following edit ' || i, false,
           now() - make_interval(secs => i * ${COLLECTION_EVERY}) - interval '1 millisecond'
    from generate_series(1, ${STYLISTS}) as i,
         (select array_agg(id order by username) as ids from users where role = 'STYLIST') as stylists`);
  // Featured is not measured here: its rebuild of 100,000 new products would hold PGlite's one connection
  // while the feed is measured.
  const featured = createFeaturedRepository(db);
  await featured.clearDirty('products');
  await featured.clearDirty('collections');
  await db.execute(sql`analyze`);
  const all = await db
    .select({
      micros: sql<string>`(extract(epoch from ${followingFeedItems.createdAt}) * 1000000)::bigint::text`,
      itemId: followingFeedItems.itemId,
    })
    .from(followingFeedItems)
    .where(eq(followingFeedItems.followerId, follower!.id))
    .orderBy(desc(followingFeedItems.createdAt), desc(followingFeedItems.itemId));
  const step = Math.max(1, Math.floor(all.length / ROTATING_POSITIONS));
  const cursors = all
    .filter((_, index) => index % step === 0)
    .map((row) => encodeCursor({ createdAtMicros: BigInt(row.micros), itemId: row.itemId }));
  return { cursors, inboxRows: all.length };
}

/**
 * The Following feed at issue 31's size, on its own server: the first page (read over and over, as a person
 * opening the screen does) and a page starting anywhere in the feed (each request another cursor, so most
 * cards are not cached yet), each against the no-op and the database ping of the same server.
 */
export async function measureFollowing(
  port: number,
  load: LoadOptions,
  postgres?: BenchPostgres,
): Promise<FollowingRun> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stylebook-bench-following-'));
  const url = postgres && (await postgres.createDatabase('following'));
  const database = await openDatabase(
    url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
  );
  const engine = database.kind;
  const started = performance.now();
  let seeded: Awaited<ReturnType<typeof seedFollowing>>;
  try {
    await database.migrate();
    seeded = await seedFollowing(database);
  } finally {
    await database.close();
  }
  const seedMs = Math.round(performance.now() - started);
  console.log(`${engine} Following feed: ${seeded.inboxRows} feed rows seeded in ${seedMs} ms`);

  const server = await startServerProcess(
    port,
    { SEED_DEMO: '0', FEED_REBUILD_SECONDS: '3600', ...(url ? { DATABASE_URL: url } : {}) },
    dataDir,
  );
  try {
    const session = (await fetch(`${server.origin}/identity/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(FOLLOWER),
    }).then((r) => r.json())) as { token: string };
    const headers = { authorization: `Bearer ${session.token}` };
    const firstPage: VaryingGet = { method: 'GET', headers, pathFor: () => '/api/feed/following?limit=30' };
    let next = 0;
    const rotating: VaryingGet = {
      method: 'GET',
      headers,
      pathFor: () => `/api/feed/following?limit=30&cursor=${seeded.cursors[next++ % seeded.cursors.length]}`,
    };
    await measure(server.origin, 'warm-up', firstPage.pathFor(), { ...load, durationSeconds: 2 }, firstPage);
    const api: LoadResult[] = [];
    for (const [name, pathName, shape] of [
      ['noop (liveness)', '/api/health/live', undefined],
      ['health (database ping)', '/api/health', undefined],
      [FOLLOWING_FIRST_PAGE, '/api/feed/following?limit=30', firstPage],
      [FOLLOWING_ROTATING, '/api/feed/following?limit=30&cursor={cursor}', rotating],
    ] as const) {
      api.push(await measure(server.origin, name, pathName, load, shape));
    }
    const [noop, health] = api as [LoadResult, LoadResult];
    for (const result of api) {
      result.ratioToNoop = +(result.requestsPerSecond / noop.requestsPerSecond).toFixed(3);
      result.ratioToHealth = +(result.requestsPerSecond / health.requestsPerSecond).toFixed(3);
    }
    return { engine, seedMs, inboxRows: seeded.inboxRows, api };
  } finally {
    await server.stop();
  }
}

/** The Following feed's figures beside issue 31's target, one row per page measured. */
export function followingTargetRows(run: FollowingRun) {
  return run.api.slice(2).map((result) => ({
    engine: run.engine,
    figure: `${result.name} / health (${STYLISTS} followed, ${PRODUCTS.toLocaleString('en')} products)`,
    target: `>= ${MIN_FOLLOWING_VS_HEALTH}`,
    measured: result.ratioToHealth ?? null,
    met: (result.ratioToHealth ?? 0) >= MIN_FOLLOWING_VS_HEALTH,
  }));
}
