import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { SEARCH_MAX_LIMIT, SEARCH_MAX_OFFSET } from '@stylebook/contracts';
import type { Db } from '../../db/client.ts';
import {
  collectionCardColumns,
  lookCardColumns,
  productCardColumns,
  userListColumns,
} from '../../db/columns.ts';
import { collections, looks, products, users } from '../../db/schema.ts';
import { isCollectionListedTo, isLookVisibleTo, isProductVisibleTo } from '../../db/visibility.ts';

export interface PageWindow {
  limit: number;
  offset: number;
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

/** Every word of the query is a word of the text, in any order (the full-text index's operator). */
const hasAllWords = (text: SQL, query: string): SQL =>
  sql`to_tsvector('simple', ${text}) @@ plainto_tsquery('simple', ${query})`;

/** Best first: how closely the query matches, plus the full-text rank of whole words. */
const relevance = (text: SQL, query: string): SQL<number> =>
  sql<number>`word_similarity(lower(${query}), lower(${text})) + ts_rank(to_tsvector('simple', ${text}), plainto_tsquery('simple', ${query}))`;

/**
 * How many matches a search ranks at most. A broad query ("nike" on a large catalogue) can match tens of
 * thousands of rows; scoring and sorting all of them took seconds at 100,000 products. The first matches
 * the index yields are ranked instead, enough for the deepest page the contract allows, plus the row that
 * tells whether more exist.
 */
const MAX_CANDIDATES = SEARCH_MAX_OFFSET + SEARCH_MAX_LIMIT + 1;

/**
 * `id` is among the first MAX_CANDIDATES rows of `table` meeting `where` (visibility included). Written as
 * `= any(array(…))` so the candidates are an init plan read back by primary key; `in (…)` let the planner
 * hash-join them against a scan of the whole table.
 */
const isCandidate = (tx: Db, id: PgColumn, table: PgTable, where: SQL | undefined): SQL =>
  sql`${id} = any(array(${tx.select({ id }).from(table).where(where).limit(MAX_CANDIDATES)}))`;

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

    /** Products the viewer may see, by brand and description; one row more than asked for. */
    products(tx: Db, query: string, viewerId: string | null, { limit, offset }: PageWindow) {
      return tx
        .select(productCardColumns(viewerId))
        .from(products)
        .innerJoin(users, eq(users.id, products.ownerId))
        .where(
          isCandidate(
            tx,
            products.id,
            products,
            and(
              sql`(${isSimilar(productText, query)} or ${hasAllWords(productText, query)})`,
              isProductVisibleTo(viewerId),
            ),
          ),
        )
        .orderBy(desc(relevance(productText, query)), desc(products.id))
        .limit(limit + 1)
        .offset(offset);
    },

    /** Unarchived collections the viewer may list, by name; one row more than asked for. */
    collections(tx: Db, query: string, viewerId: string | null, { limit, offset }: PageWindow) {
      return tx
        .select(collectionCardColumns(viewerId))
        .from(collections)
        .innerJoin(users, eq(users.id, collections.ownerId))
        .where(
          isCandidate(
            tx,
            collections.id,
            collections,
            and(
              isSimilar(collectionText, query),
              sql`${collections.archivedAt} is null`,
              isCollectionListedTo(viewerId),
            ),
          ),
        )
        .orderBy(desc(relevance(collectionText, query)), desc(collections.id))
        .limit(limit + 1)
        .offset(offset);
    },

    /** Looks the viewer may see, by title and description; one row more than asked for. */
    looks(tx: Db, query: string, viewerId: string | null, { limit, offset }: PageWindow) {
      return tx
        .select(lookCardColumns(viewerId))
        .from(looks)
        .innerJoin(users, eq(users.id, looks.ownerId))
        .where(isCandidate(tx, looks.id, looks, and(isSimilar(lookText, query), isLookVisibleTo(viewerId))))
        .orderBy(desc(relevance(lookText, query)), desc(looks.id))
        .limit(limit + 1)
        .offset(offset);
    },

    /** People by username and name; one row more than asked for. */
    people(tx: Db, query: string, viewerId: string | null, { limit, offset }: PageWindow) {
      return tx
        .select(userListColumns(viewerId))
        .from(users)
        .where(isCandidate(tx, users.id, users, isSimilar(personText, query)))
        .orderBy(desc(relevance(personText, query)), desc(users.id))
        .limit(limit + 1)
        .offset(offset);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
