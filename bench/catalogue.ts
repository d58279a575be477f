import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import { createFeaturedRepository } from '../apps/server/src/modules/featured/featured.repository.ts';
import { createFeedGenerations } from '../apps/server/src/modules/featured/featured.service.ts';
import type { BenchPostgres } from './postgres.ts';

const STYLISTS = 5;
const BRANDS = ['Acne Studios', 'Bottega Veneta', 'Maison Margiela', 'Jil Sander', 'Lemaire', 'Our Legacy'];
/** A misspelling of a seeded brand, for the typo-tolerant search figure. */
export const BRAND_TYPO = 'margeila';
/** Every PRODUCTS_PER_COLLECTION-th product is filed into one of its owner's public collections. */
const PRODUCTS_PER_COLLECTION = 50;
/** Every PRIVATE_EVERY-th product sits only in a private collection, so the feed must leave it out. */
const PRIVATE_EVERY = 97;

export interface Catalogue {
  size: number;
  engine: 'pglite' | 'postgres';
  /** A DATA_DIR for the bench server, holding the seeded PGlite database in `db/` (PGlite only). */
  dataDir: string;
  /** How the bench server reaches the seeded database: DATABASE_URL on PostgreSQL, none on PGlite. */
  serverEnv: Record<string, string>;
  stylistId: string;
  /** Eligible products in the built feed generation. */
  feedSize: number;
  seedMs: number;
  buildMs: number;
}

/**
 * A catalogue of `size` products in a database of its own (PGlite, or a new database on `postgres`), written
 * by set-based SQL (one statement per table) so 100,000 rows take seconds, then the products and collections
 * feed generations built once.
 */
export async function prepareCatalogue(size: number, postgres?: BenchPostgres): Promise<Catalogue> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `stylebook-bench-${size}-`));
  const url = postgres && (await postgres.createDatabase(String(size)));
  const database = await openDatabase(
    url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
  );
  try {
    await database.migrate();
    const { db } = database;
    const seedStarted = performance.now();
    await db.execute(sql`
      insert into users (email, email_verified_at, username, name, role)
      select 'stylist' || i || '@bench.stylebook.local', now(), 'benchstylist' || i, 'Bench Stylist ' || i,
             'STYLIST'
      from generate_series(1, ${STYLISTS}) as i`);
    await db.execute(sql`
      insert into products (id, owner_id, root_product_id, description, brand, price_minor, currency, gender,
                            purchase_url, canonical_url, images, created_at)
      select id, stylists.ids[1 + i % ${STYLISTS}], id, 'Bench piece number ' || i,
             (array[${sql.join(
               BRANDS.map((brand) => sql`${brand}`),
               sql`, `,
             )}])[1 + i % ${BRANDS.length}], 1000 + i % 90000, 'USD',
             (array['MENSWEAR', 'WOMENSWEAR', 'UNISEX'])[1 + i % 3],
             'https://shop.example/bench/' || i, 'https://shop.example/bench/' || i,
             jsonb_build_array(jsonb_build_object('url', '/media/bench/' || i || '.webp')),
             now() - make_interval(secs => i)
      from (select gen_random_uuid() as id, i from generate_series(1, ${size}) as i) as numbered,
           (select array_agg(id order by username) as ids from users) as stylists`);
    // Product i belongs to stylist 1 + i % STYLISTS; its collections are that stylist's, named after both.
    const perStylist = Math.max(1, Math.floor(size / 5000));
    await db.execute(sql`
      insert into collections (owner_id, name, is_private, is_paid_subscriber_only)
      select stylists.ids[s],
             case when k = 0 then 'Bench private ' || s else 'Bench edit ' || s || '-' || k end, k = 0, false
      from generate_series(1, ${STYLISTS}) as s, generate_series(0, ${perStylist}) as k,
           (select array_agg(id order by username) as ids from users) as stylists`);
    await db.execute(sql`
      with numbered as (select id, row_number() over (order by created_at desc) as i from products)
      insert into collection_products (collection_id, product_id, position)
      select c.id, numbered.id, numbered.i
      from numbered
      join collections c on c.name = case
        when numbered.i % ${PRIVATE_EVERY} = 0 then 'Bench private ' || (1 + numbered.i % ${STYLISTS})
        else 'Bench edit ' || (1 + numbered.i % ${STYLISTS}) || '-' || (1 + (numbered.i / ${STYLISTS}) % ${perStylist})
      end
      where numbered.i % ${PRODUCTS_PER_COLLECTION} = 0 or numbered.i % ${PRIVATE_EVERY} = 0`);
    await db.execute(sql`analyze`);
    const seedMs = performance.now() - seedStarted;

    const featured = createFeedGenerations({ db, repository: createFeaturedRepository(db) });
    const buildStarted = performance.now();
    const products = await featured.buildGeneration('products');
    await featured.buildGeneration('collections');
    const buildMs = performance.now() - buildStarted;
    const [stylist] = await db.select({ id: users.id }).from(users).orderBy(users.username).limit(1);
    return {
      size,
      engine: database.kind,
      dataDir,
      serverEnv: url ? { DATABASE_URL: url } : {},
      stylistId: stylist!.id,
      feedSize: products.itemCount,
      seedMs: Math.round(seedMs),
      buildMs: Math.round(buildMs),
    };
  } finally {
    await database.close();
  }
}
