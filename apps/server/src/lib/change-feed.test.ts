import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { productLikes, products } from '../db/schema/index.ts';
import { newCollection, newProduct, newUser, openTestDatabase, type TestDatabase } from '../test/helpers.ts';
import { createChangeFeed, type ChangeFeed, type ChangedIds, type ChangeKind } from './change-feed.ts';

const log = pino({ level: 'silent' });

describe('change feed', () => {
  let writer: TestDatabase;
  let reader: Database;
  let feed: ChangeFeed;
  let heard: { kind: ChangeKind; changed: ChangedIds }[];

  /** A feed on the reader's connection, as another API process on the same database would run it. */
  async function startFeed(options: Parameters<typeof createChangeFeed>[2] = {}) {
    feed = createChangeFeed(reader.db, log, { pollIntervalMs: 60_000, ...options });
    heard = [];
    for (const kind of ['product', 'product_liker', 'user'] as const) {
      feed.subscribe(kind, (changed) => heard.push({ kind, changed }));
    }
    await feed.start();
    heard = [];
  }
  const idsHeard = (kind: ChangeKind) =>
    heard.flatMap((h) => (h.kind === kind && h.changed !== 'all' ? [...h.changed] : []));

  beforeAll(async () => {
    writer = await openTestDatabase();
    reader = await writer.connectAgain();
  });
  afterEach(() => feed.stop());
  afterAll(async () => {
    await reader.close();
    await writer.close();
  });

  it('tells the subscribers of a kind which of its ids another connection changed, once', async () => {
    await startFeed();
    const owner = await newUser(writer.db);
    const product = await newProduct(writer.db, { ownerId: owner.id });
    await writer.db.update(products).set({ brand: 'Renamed' }).where(eq(products.id, product.id));

    await feed.poll();
    expect(idsHeard('product')).toEqual([product.id]);
    heard = [];
    await feed.poll();
    expect(heard).toEqual([]);
  });

  it.runIf(process.env.STYLEBOOK_TEST_DB === 'postgres')(
    "reads on another connection's NOTIFY, long before its next poll",
    async () => {
      await startFeed({ listen: reader.listen });
      const owner = await newUser(writer.db);
      const delivered = new Promise<ChangedIds>((resolve) => feed.subscribe('product', resolve));
      const product = await newProduct(writer.db, { ownerId: owner.id });
      // No poll() here, and the next timed one is a minute away.
      expect(await delivered).toEqual(new Set([product.id]));
    },
  );

  it('reports a like as a change of the product and of the person who liked it', async () => {
    const owner = await newUser(writer.db);
    const liker = await newUser(writer.db);
    const product = await newProduct(writer.db, { ownerId: owner.id });
    await startFeed();
    await writer.db.insert(productLikes).values({ userId: liker.id, productId: product.id });

    await feed.poll();
    expect(idsHeard('product')).toEqual([product.id]);
    expect(idsHeard('product_liker')).toEqual([liker.id]);
  });

  it('names every product saved from the same store link when one of them is hidden', async () => {
    const owner = await newUser(writer.db);
    const saver = await newUser(writer.db);
    const original = await newProduct(writer.db, { ownerId: owner.id });
    const copy = await newProduct(writer.db, {
      ownerId: saver.id,
      canonicalUrl: original.canonicalUrl,
      rootProductId: original.id,
    });
    const unrelated = await newProduct(writer.db, { ownerId: owner.id });
    await startFeed();
    await newCollection(writer.db, { ownerId: owner.id, visibility: 'private', productIds: [original.id] });

    await feed.poll();
    expect(new Set(idsHeard('product'))).toEqual(new Set([original.id, copy.id]));
    expect(idsHeard('product')).not.toContain(unrelated.id);
  });

  it('drops everything when more changed at once than it reads', async () => {
    await startFeed({ maxChangesPerPoll: 2 });
    const owner = await newUser(writer.db);
    for (let i = 0; i < 3; i++) await newProduct(writer.db, { ownerId: owner.id });

    await feed.poll();
    expect(heard).toEqual(
      expect.arrayContaining([
        { kind: 'product', changed: 'all' },
        { kind: 'user', changed: 'all' },
      ]),
    );
  });
});
