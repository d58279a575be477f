import { and, eq, gte, inArray, lte, not, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  SEARCH_MAX_LIMIT,
  SEARCH_MAX_OFFSET,
  type SearchKind,
  type SearchQuery,
  type SearchSort,
} from '@stylebook/contracts';
import type { Db } from '../../db/client.ts';
import {
  collectionCardColumns,
  lookCardColumns,
  productCardColumns,
  userListColumns,
} from '../../db/columns.ts';
import { collections, looks, paidSubscriptions, productLikes, products, users } from '../../db/schema.ts';
import {
  isCollectionListedTo,
  isListedCollection,
  isLiveSubscription,
  isLookVisibleTo,
  isProductVisibleTo,
  isPublicProduct,
} from '../../db/visibility.ts';
import { queryAlternatives } from './synonyms.ts';

export interface PageWindow {
  limit: number;
  offset: number;
}

/** A match of a search and where it sorts: higher first. */
export interface RankedMatch {
  id: string;
  score: number;
}

/** What narrows and orders the products a search finds (the contract's filters and sort). */
export type ProductSearch = Pick<SearchQuery, 'style' | 'brand' | 'currency' | 'minPrice' | 'maxPrice'> & {
  sort: SearchSort;
};

/** The filters of `search` as conditions on products. Prices compare in `currency`, without conversion. */
function productFilters({ style, brand, currency, minPrice, maxPrice }: ProductSearch): SQL | undefined {
  return and(
    style ? eq(products.gender, style) : undefined,
    brand ? sql`lower(${products.brand}) = lower(${brand})` : undefined,
    currency ? eq(products.currency, currency) : undefined,
    minPrice !== undefined ? gte(products.priceMinor, minPrice) : undefined,
    maxPrice !== undefined ? lte(products.priceMinor, maxPrice) : undefined,
  );
}

/**
 * pg_trgm's word similarity threshold while searching (its default, 0.6, is too strict for typos):
 * 'jaket' scores 0.44 against 'Denim Jacket' and 'nikee' 0.67 against 'Nike'; unrelated words score near 0.
 */
const WORD_SIMILARITY_THRESHOLD = '0.4';

/**
 * The searchable text of each kind, written exactly as migration 0005 indexes it (the indexes hold
 * `lower(text)` with gin_trgm_ops, and products also `to_tsvector('simple', text)`), so the planner uses them.
 */
const productText = sql`${products.brand} || ' ' || coalesce(${products.description}, '')`;
const collectionText = sql`${collections.name}`;
const lookText = sql`${looks.title} || ' ' || coalesce(${looks.description}, '')`;
const personText = sql`${users.username} || ' ' || ${users.name}`;

/** Typo-tolerant: some extent of the text is similar enough to the query (the trigram index's operator). */
const isSimilar = (text: SQL, query: string): SQL => sql`lower(${query}) <% lower(${text})`;

/**
 * The query as whole words for full-text search: every word of the query (AND), each one matched by itself
 * or by any word of its synonym group (OR), so "denim jacket" also finds a "jeans jacket".
 */
function wordsQuery(query: string): SQL {
  const words = queryAlternatives(query).map(
    (alternatives) =>
      sql`(${sql.join(
        alternatives.map((alternative) => sql`plainto_tsquery('simple', ${alternative})`),
        sql` || `,
      )})`,
  );
  return words.length === 0 ? sql`plainto_tsquery('simple', '')` : sql`(${sql.join(words, sql` && `)})`;
}

/** Every word of the query, or a synonym of it, is a word of the text, in any order (the full-text index). */
const hasAllWords = (text: SQL, query: string): SQL =>
  sql`to_tsvector('simple', ${text}) @@ ${wordsQuery(query)}`;

/** Best first: how closely the query matches, plus the full-text rank of whole words and their synonyms. */
const relevance = (text: SQL, query: string): SQL<number> =>
  sql<number>`word_similarity(lower(${query}), lower(${text})) + ts_rank(to_tsvector('simple', ${text}), ${wordsQuery(query)})`.mapWith(
    Number,
  );

/**
 * How many matches a search ranks at most. A broad query ("nike" on a large catalogue) can match tens of
 * thousands of rows; scoring and sorting all of them took seconds at 100,000 products. The first matches
 * the index yields are ranked instead, enough for the deepest page the contract allows, plus the row that
 * tells whether more exist.
 */
export const MAX_CANDIDATES = SEARCH_MAX_OFFSET + SEARCH_MAX_LIMIT + 1;

/**
 * `id` is among the first MAX_CANDIDATES rows of `table` meeting `where`. Written as `= any(array(…))` so
 * the candidates are an init plan read back by primary key; `in (…)` let the planner hash-join them against
 * a scan of the whole table.
 */
const isCandidate = (tx: Db, id: PgColumn, table: PgTable, where: SQL | undefined): SQL =>
  sql`${id} = any(array(${tx.select({ id }).from(table).where(where).limit(MAX_CANDIDATES)}))`;

/** The candidates of `table` meeting `where`, each scored by `score` (by default, its relevance to `query`). */
async function ranked(
  tx: Db,
  table: PgTable,
  id: PgColumn,
  text: SQL,
  query: string,
  where: SQL | undefined,
  score: SQL<number> = relevance(text, query),
): Promise<RankedMatch[]> {
  return tx
    .select({ id: sql<string>`${id}`, score })
    .from(table)
    .where(isCandidate(tx, id, table, where));
}

/**
 * How a product match sorts. Newest and most liked order the same candidates as relevance does; relevance
 * (below 10) breaks ties among equally liked ones.
 */
function productScore(query: string, sort: SearchSort): SQL<number> {
  switch (sort) {
    case 'relevance':
      return relevance(productText, query);
    case 'newest':
      return sql<number>`extract(epoch from ${products.createdAt})`.mapWith(Number);
    case 'most_liked':
      return sql<number>`(select count(*) from ${productLikes} where ${productLikes.productId} = ${products.id}) * 10 + ${relevance(productText, query)}`.mapWith(
        Number,
      );
  }
}

/**
 * Products are found by similar text or by all their words; the other kinds by similar text (their indexes
 * hold no full-text vector).
 */
const productMatches = (query: string) =>
  sql`(${isSimilar(productText, query)} or ${hasAllWords(productText, query)})`;

/** The products matching `query` and the search's filters that also meet `visible`, scored by its sort. */
const rankedProducts = (tx: Db, query: string, search: ProductSearch, visible: SQL | undefined) =>
  ranked(
    tx,
    products,
    products.id,
    productText,
    query,
    and(productMatches(query), productFilters(search), visible),
    productScore(query, search.sort),
  );

export function createSearchRepository(db: Db) {
  return {
    /** Runs the searches of `work` in one transaction with the search threshold set for it alone. */
    async inSearch<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY_THRESHOLD}, true)`,
        );
        return work(tx);
      });
    },

    /**
     * Matches anyone may see (a signed-out visitor's): the same for every viewer, so they can be shared.
     * Collections are the listed ones (neither private nor archived).
     */
    matchesShownToAnyone(
      tx: Db,
      kind: SearchKind,
      query: string,
      productSearch: ProductSearch,
    ): Promise<RankedMatch[]> {
      switch (kind) {
        case 'products':
          return rankedProducts(tx, query, productSearch, isPublicProduct());
        case 'collections':
          return ranked(
            tx,
            collections,
            collections.id,
            collectionText,
            query,
            and(isSimilar(collectionText, query), isListedCollection()),
          );
        case 'looks':
          return ranked(
            tx,
            looks,
            looks.id,
            lookText,
            query,
            and(isSimilar(lookText, query), isLookVisibleTo(null)),
          );
        case 'people':
          return ranked(tx, users, users.id, personText, query, isSimilar(personText, query));
      }
    },

    /**
     * Whose things the viewer may see beyond what anyone may: their own, and those of the stylists they hold
     * a live paid subscription to.
     */
    async ownersShownBeyondPublicTo(tx: Db, viewerId: string): Promise<string[]> {
      const paidFor = await tx
        .select({ stylistId: paidSubscriptions.stylistId })
        .from(paidSubscriptions)
        .where(and(eq(paidSubscriptions.subscriberId, viewerId), isLiveSubscription()));
      return [viewerId, ...paidFor.map(({ stylistId }) => stylistId)];
    },

    /**
     * Matches the viewer alone may see besides those: their own private or paid-only things and paid-only
     * things of the stylists they pay, whose ids are `owners` (from ownersShownBeyondPublicTo). The owners are
     * spelled out rather than read in a subquery so the planner sees how few rows they hold (none, for most
     * viewers) and reads them by owner instead of filtering every match of a broad query. Everyone may find
     * every person.
     */
    async matchesShownOnlyTo(
      tx: Db,
      kind: SearchKind,
      query: string,
      productSearch: ProductSearch,
      viewerId: string,
      owners: string[],
    ): Promise<RankedMatch[]> {
      switch (kind) {
        case 'products':
          return rankedProducts(
            tx,
            query,
            productSearch,
            and(inArray(products.ownerId, owners), not(isPublicProduct()), isProductVisibleTo(viewerId)),
          );
        case 'collections':
          return ranked(
            tx,
            collections,
            collections.id,
            collectionText,
            query,
            and(
              isSimilar(collectionText, query),
              eq(collections.ownerId, viewerId),
              collections.isPrivate,
              sql`${collections.archivedAt} is null`,
            ),
          );
        case 'looks':
          return ranked(
            tx,
            looks,
            looks.id,
            lookText,
            query,
            and(
              isSimilar(lookText, query),
              inArray(looks.ownerId, owners),
              not(isLookVisibleTo(null)),
              isLookVisibleTo(viewerId),
            ),
          );
        case 'people':
          return [];
      }
    },

    /**
     * The cards of `ids` for the viewer, in no order. Visibility is checked again: a shared list of matches
     * may be a moment older than a change another process made.
     */
    productCards(ids: string[], viewerId: string | null) {
      return db
        .select(productCardColumns(viewerId))
        .from(products)
        .innerJoin(users, eq(users.id, products.ownerId))
        .where(and(inArray(products.id, ids), isProductVisibleTo(viewerId)));
    },

    collectionRows(ids: string[], viewerId: string | null) {
      return db
        .select(collectionCardColumns(viewerId))
        .from(collections)
        .innerJoin(users, eq(users.id, collections.ownerId))
        .where(
          and(
            inArray(collections.id, ids),
            sql`${collections.archivedAt} is null`,
            isCollectionListedTo(viewerId),
          ),
        );
    },

    lookCards(ids: string[], viewerId: string | null) {
      return db
        .select(lookCardColumns(viewerId))
        .from(looks)
        .innerJoin(users, eq(users.id, looks.ownerId))
        .where(and(inArray(looks.id, ids), isLookVisibleTo(viewerId)));
    },

    people(ids: string[], viewerId: string | null) {
      return db.select(userListColumns(viewerId)).from(users).where(inArray(users.id, ids));
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
