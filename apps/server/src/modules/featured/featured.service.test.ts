import { Writable } from 'node:stream';
import { asc, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectionLooks,
  feedChanges,
  feedGenerations,
  feedItems,
  lookProducts,
  users,
} from '../../db/schema/index.ts';
import {
  newCollection,
  newLook,
  newProduct,
  newUser,
  openTestDatabase,
  type TestDatabase,
  type UserRow,
} from '../../test/helpers.ts';
import { createJobPasses } from '../../lib/job-passes.ts';
import { startPeriodicJob } from '../../lib/periodic-job.ts';
import { rebuildDirtyFeeds } from './featured.rebuild.ts';
import { createFeaturedRepository, type FeedKind } from './featured.repository.ts';
import { createFeedGenerations, type FeedGenerations } from './featured.service.ts';

/** The feed rebuild as jobs.ts runs it. */
const startFeedRebuild = (featured: FeedGenerations, intervalSeconds: number, log: pino.Logger) =>
  startPeriodicJob('feed rebuild', intervalSeconds, rebuildDirtyFeeds(featured, log), log, createJobPasses());

describe('featured feed generations', () => {
  let database: TestDatabase;
  let featured: FeedGenerations;
  let stylist: UserRow;

  const isDirty = async (kind: FeedKind) => {
    const [row] = await database.db.select().from(feedChanges).where(eq(feedChanges.kind, kind));
    return row!.dirty;
  };
  const itemsOf = (generationId: number) =>
    database.db
      .select({ rank: feedItems.rank, itemId: feedItems.itemId })
      .from(feedItems)
      .where(eq(feedItems.generationId, generationId))
      .orderBy(asc(feedItems.rank));

  beforeAll(async () => {
    database = await openTestDatabase();
    featured = createFeedGenerations({ db: database.db, repository: createFeaturedRepository(database.db) });
    stylist = await newUser(database.db, { role: 'STYLIST' });
  });
  afterAll(() => database.close());

  it('starts dirty, and a build ranks eligible items 0..n-1 oldest first and clears the flag', async () => {
    const db = database.db;
    expect(await isDirty('products')).toBe(true);
    const user = await newUser(db, { role: 'USER' });
    const newer = await newProduct(db, { ownerId: stylist.id, createdAt: new Date('2025-02-01') });
    const older = await newProduct(db, { ownerId: stylist.id, createdAt: new Date('2025-01-01') });
    await newProduct(db, { ownerId: user.id });
    const collection = await newCollection(db, { ownerId: stylist.id, name: 'Feed build edit' });

    const products = await featured.buildGeneration('products');
    expect(products.itemCount).toBe(2);
    expect(await itemsOf(products.id)).toEqual([
      { rank: 0, itemId: older.id },
      { rank: 1, itemId: newer.id },
    ]);
    expect(await isDirty('products')).toBe(false);

    const collections = await featured.buildGeneration('collections');
    expect(await itemsOf(collections.id)).toEqual([{ rank: 0, itemId: collection.id }]);
    expect(await featured.dirtyKinds()).toEqual([]);
  });

  it('shares one build between callers asking at the same time', async () => {
    const [a, b] = await Promise.all([
      featured.buildGeneration('products'),
      featured.buildGeneration('products'),
    ]);
    expect(a.id).toBe(b.id);
  });

  it.each([
    ['creating a product', 'products', () => newProduct(database.db, { ownerId: stylist.id })],
    ['creating a collection', 'collections', () => newCollection(database.db, { ownerId: stylist.id })],
    [
      "changing someone's role",
      'collections',
      () => database.db.update(users).set({ role: 'USER' }).where(eq(users.id, stylist.id)),
    ],
  ] as const)('marks the feed dirty on %s', async (_, kind, write) => {
    await featured.buildGeneration(kind);
    expect(await isDirty(kind)).toBe(false);
    await write();
    expect(await isDirty(kind)).toBe(true);
    await database.db.update(users).set({ role: 'STYLIST' }).where(eq(users.id, stylist.id));
  });

  it('marks the products feed dirty on filing a look or pinning a product on one, as a product follows it', async () => {
    const db = database.db;
    const shelf = await newCollection(db, { ownerId: stylist.id, visibility: 'paid' });
    const look = await newLook(db, { ownerId: stylist.id });
    const product = await newProduct(db, { ownerId: stylist.id });
    for (const write of [
      () => db.insert(collectionLooks).values({ collectionId: shelf.id, lookId: look.id, position: 0 }),
      () => db.insert(lookProducts).values({ lookId: look.id, productId: product.id, position: 0 }),
    ]) {
      await featured.buildGeneration('products');
      expect(await isDirty('products')).toBe(false);
      await write();
      expect(await isDirty('products')).toBe(true);
    }
  });

  it('keeps superseded generations for an hour after their successor, then prunes them', async () => {
    const db = database.db;
    const first = await featured.buildGeneration('products');
    const second = await featured.buildGeneration('products');
    await featured.buildGeneration('products');
    const ids = async () =>
      (
        await db
          .select({ id: feedGenerations.id })
          .from(feedGenerations)
          .where(eq(feedGenerations.kind, 'products'))
      )
        .map((row) => row.id)
        .sort((a, b) => a - b);
    expect(await ids()).toEqual(expect.arrayContaining([first.id, second.id]));

    await db
      .update(feedGenerations)
      .set({ builtAt: sql`now() - interval '2 hours'` })
      .where(eq(feedGenerations.id, second.id));
    const newest = await featured.buildGeneration('products');
    const kept = await ids();
    expect(kept).not.toContain(first.id);
    expect(kept).toContain(second.id);
    expect(kept.at(-1)).toBe(newest.id);
    expect(await itemsOf(first.id)).toEqual([]);
  });

  describe('on two API processes', () => {
    const generationIds = async (kind: FeedKind) =>
      (
        await database.db
          .select({ id: feedGenerations.id })
          .from(feedGenerations)
          .where(eq(feedGenerations.kind, kind))
      ).map((row) => row.id);
    const otherProcess = async () => {
      const other = await database.connectAgain();
      return {
        generations: createFeedGenerations({ db: other.db, repository: createFeaturedRepository(other.db) }),
        close: () => other.close(),
      };
    };

    it('builds a changed feed once when both rebuild it at the same time', async () => {
      const other = await otherProcess();
      try {
        await featured.buildGeneration('products');
        await newProduct(database.db, { ownerId: stylist.id });
        const before = await generationIds('products');

        const built = await Promise.all([
          featured.rebuildIfDirty('products'),
          other.generations.rebuildIfDirty('products'),
        ]);
        const [generation, ...none] = built.filter((result) => result !== null);
        expect(none).toEqual([]);
        expect(await generationIds('products')).toEqual([...before, generation!.id]);
        expect(await isDirty('products')).toBe(false);
        // Nothing changed since: neither builds again.
        expect(await other.generations.rebuildIfDirty('products')).toBeNull();
      } finally {
        await other.close();
      }
    });

    it("builds a feed's first generation once when both ask for it at the same time", async () => {
      const other = await otherProcess();
      try {
        await database.db.delete(feedGenerations).where(eq(feedGenerations.kind, 'collections'));
        const [mine, theirs] = await Promise.all([
          featured.firstGeneration('collections'),
          other.generations.firstGeneration('collections'),
        ]);
        expect(theirs.id).toBe(mine.id);
        expect(await generationIds('collections')).toEqual([mine.id]);
      } finally {
        await other.close();
      }
    });
  });

  it('has the rebuild job build dirty feeds only, logging the count and time', async () => {
    const lines: string[] = [];
    const log = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    await featured.buildGeneration('products');
    await featured.buildGeneration('collections');
    const job = startFeedRebuild(featured, 3600, log);
    try {
      await job.runOnce();
      expect(lines).toEqual([]);

      const created = await newProduct(database.db, { ownerId: stylist.id });
      await job.runOnce();
      expect(await isDirty('products')).toBe(false);
      expect(lines).toHaveLength(1);
      const entry = JSON.parse(lines[0]!) as { kind: string; generation: number; count: number; ms: number };
      expect(entry).toMatchObject({ kind: 'products', msg: 'built feed generation' });
      expect(entry.ms).toBeGreaterThanOrEqual(0);
      const items = await itemsOf(entry.generation);
      expect(items).toHaveLength(entry.count);
      expect(items.map((item) => item.itemId)).toContain(created.id);
    } finally {
      await job.stop();
    }
  });

  it('runs the job on its interval', async () => {
    const job = startFeedRebuild(featured, 0.05, pino({ enabled: false }));
    try {
      await newProduct(database.db, { ownerId: stylist.id });
      await expect.poll(() => isDirty('products'), { timeout: 5000 }).toBe(false);
    } finally {
      await job.stop();
    }
  });
});
