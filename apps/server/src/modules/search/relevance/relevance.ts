import { createHash } from 'node:crypto';
import type { SearchKind } from '@stylebook/contracts';
import type { Db } from '../../../db/client.ts';
import { collectionProducts, collections, looks, products, users } from '../../../db/schema/index.ts';
import { COLLECTIONS, LOOKS, PEOPLE, PRODUCTS } from './catalogue.ts';
import { QUERIES, type RelevanceQuery } from './queries.ts';

/**
 * The search relevance suite (issue 15): the fixed catalogue seeded into a database, the queries run through
 * any search (the API in a test, a running server in a script), and what each query got.
 */

/**
 * The id of a catalogue entry, the same on every run so that equally relevant results always come back in
 * the same order (the search breaks ties by id).
 */
export function fixtureId(key: string): string {
  const hex = createHash('sha256').update(`stylebook-relevance:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const KEYS = [...PEOPLE, ...PRODUCTS, ...COLLECTIONS, ...LOOKS].map(({ key }) => key);
const KEY_OF_ID = new Map(KEYS.map((key) => [fixtureId(key), key]));

/** A catalogue key by its id; someone or something outside the catalogue by its id. */
const keyOf = (id: string) => KEY_OF_ID.get(id) ?? `(not in the catalogue: ${id})`;

function checkKeys() {
  const seen = new Set<string>();
  for (const key of KEYS) {
    if (seen.has(key)) throw new Error(`relevance catalogue: key ${key} is used twice`);
    seen.add(key);
  }
  const referenced = [
    ...PRODUCTS.map(({ owner }) => owner),
    ...COLLECTIONS.flatMap(({ owner, products }) => [owner, ...products]),
    ...LOOKS.map(({ owner }) => owner),
    ...QUERIES.flatMap(({ expected, nearMisses = [] }) => [...expected, ...nearMisses]),
  ];
  for (const key of referenced) {
    if (!seen.has(key)) throw new Error(`relevance catalogue: no entry has the key ${key}`);
  }
}

/** Writes the catalogue into `db` (migrated, and holding none of it yet), one insert per table. */
export async function seedCatalogue(db: Db): Promise<void> {
  checkKeys();
  await db.insert(users).values(
    PEOPLE.map(({ key, username, name, role }) => ({
      id: fixtureId(key),
      email: `${username}@relevance.stylebook.local`,
      emailVerifiedAt: new Date(),
      username,
      name,
      role,
    })),
  );
  await db.insert(products).values(
    PRODUCTS.map(({ key, owner, brand, description, style, price, currency }) => {
      const url = `https://shop.example/relevance/${key}`;
      return {
        id: fixtureId(key),
        rootProductId: fixtureId(key),
        ownerId: fixtureId(owner),
        brand,
        description,
        gender: style,
        priceMinor: price,
        currency,
        purchaseUrl: url,
        canonicalUrl: url,
        images: [{ url: `/media/relevance/${key}.webp` }],
      };
    }),
  );
  await db.insert(collections).values(
    COLLECTIONS.map(({ key, owner, name, visibility }) => ({
      id: fixtureId(key),
      ownerId: fixtureId(owner),
      name,
      isPrivate: visibility === 'private',
      isPaidSubscriberOnly: false,
      archivedAt: visibility === 'archived' ? new Date() : null,
    })),
  );
  await db.insert(collectionProducts).values(
    COLLECTIONS.flatMap(({ key, products: filed }) =>
      filed.map((product, position) => ({
        collectionId: fixtureId(key),
        productId: fixtureId(product),
        position,
      })),
    ),
  );
  await db.insert(looks).values(
    LOOKS.map(({ key, owner, title, description }) => ({
      id: fixtureId(key),
      ownerId: fixtureId(owner),
      title,
      description,
      coverImageUrl: `/media/relevance/${key}.webp`,
    })),
  );
}

/**
 * The ids of the catalogue entries no one but their owner may find: private and archived collections, and
 * products their owner filed only into private collections of their own (docs/product.md §4).
 */
export function hiddenFromOthers(): Set<string> {
  const collectionKeys = COLLECTIONS.filter(({ visibility }) => visibility !== 'public').map(
    ({ key }) => key,
  );
  const productKeys = PRODUCTS.filter(({ key, owner }) => {
    const ownFiling = COLLECTIONS.filter((c) => c.owner === owner && c.products.includes(key));
    return ownFiling.length > 0 && ownFiling.every(({ visibility }) => visibility === 'private');
  }).map(({ key }) => key);
  return new Set([...collectionKeys, ...productKeys].map(fixtureId));
}

/** A search as the suite calls it: the ids of one kind's first page, best first. */
export type Search = (q: string, kind: SearchKind) => Promise<string[]>;

export interface QueryOutcome {
  query: RelevanceQuery;
  /** The page the search answered, as catalogue keys, best first. */
  got: string[];
  /** Why it missed, or null when it passed. */
  miss: string | null;
}

/**
 * Whether `got` (keys, best first) answers `query` as the shopper means it, and if not, why: an expected
 * result is in the top 3, and no near miss takes a place there while an expected result ranks below it.
 */
function judge({ expected, nearMisses = [] }: RelevanceQuery, got: string[]): string | null {
  const best = got.findIndex((key) => expected.includes(key));
  if (best === -1 || best >= 3) return 'no expected result in the top 3';
  const last = got.findLastIndex((key) => expected.includes(key));
  const above = got.slice(0, Math.min(3, last)).filter((key) => nearMisses.includes(key));
  return above.length > 0 ? `near miss in the top 3 above an expected result: ${above.join(', ')}` : null;
}

/** Runs every query through `search`, one after another. */
export async function runQueries(search: Search): Promise<QueryOutcome[]> {
  const outcomes: QueryOutcome[] = [];
  for (const query of QUERIES) {
    const got = (await search(query.q, query.kind)).map(keyOf);
    outcomes.push({ query, got, miss: judge(query, got) });
  }
  return outcomes;
}

/** The figure on one line, then each miss: the query, what was expected, and the top 3 it got. */
export function report(outcomes: readonly QueryOutcome[], engine: string): string {
  const passed = outcomes.filter(({ miss }) => miss === null).length;
  const lines = [
    `search relevance: ${passed}/${outcomes.length} queries put an expected result in the top 3 (${engine})`,
  ];
  for (const { query, got, miss } of outcomes) {
    if (miss === null) continue;
    const top = got.length === 0 ? 'nothing' : got.slice(0, 3).join(', ');
    lines.push(
      `  miss [${query.covers}] ${query.kind} "${query.q}": ${miss}`,
      `    expected one of: ${query.expected.join(', ')}`,
      ...(query.nearMisses ? [`    near misses: ${query.nearMisses.join(', ')}`] : []),
      `    top 3: ${top}`,
    );
  }
  return `${lines.join('\n')}\n`;
}
