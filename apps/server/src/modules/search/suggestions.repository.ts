import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { SUGGESTIONS_PER_KIND } from '@stylebook/contracts';
import type { Db } from '../../db/client.ts';
import { collectionCardColumns } from '../../db/columns.ts';
import { collections, productBrands, products, users } from '../../db/schema/index.ts';
import { isCollectionListedTo, isPersonVisibleTo, isProductVisibleTo } from '../../db/visibility.ts';

/**
 * pg_trgm's word similarity threshold for suggestions, a search's (search.repository.ts): two letters
 * swapped ('zepyhr' for 'zephyr', 'amra' for 'amara') score 0.4 to 0.45, and the near misses it lets in
 * rank after everything that starts with the text.
 */
const WORD_SIMILARITY_THRESHOLD = '0.4';

/**
 * How many rows of each kind starting with the text, and as many again merely similar to it, are ranked at
 * most: a short prefix can match thousands, and ranking them all would cost what the rows cost.
 */
export const SUGGESTION_CANDIDATES = 100;

/**
 * Near misses are suggested from this many characters on: two or three letters are close to too much ('nom'
 * to 'First date, no stress'), and a typo in so few is rare.
 */
export const SIMILAR_FROM_LENGTH = 4;

/** A brand's products are counted up to this many ("100+ products"): a big brand's count is one index walk. */
export const BRAND_COUNT_CAP = 100;

/** Brands ranked before their products are counted: more than shown, as some may have none left to see. */
const BRANDS_COUNTED = 3 * SUGGESTIONS_PER_KIND;

/** Each kind's text, written exactly as migration 0005 (and 0014, for brands) index it. */
const personText = sql`lower(${users.username} || ' ' || ${users.name})`;
const collectionText = sql`lower(${collections.name})`;
const brandText = sql`${productBrands.key}`;

/** `text` as a LIKE pattern that matches it literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The text starts with the query. The query is lower-cased already, as every text here is. */
const startsWith = (text: SQL, query: string): SQL => sql`${text} like ${`${literal(query)}%`}`;

/** A word of the text, after the first, starts with the query. */
const aWordStartsWith = (text: SQL, query: string): SQL => sql`${text} like ${`% ${literal(query)}%`}`;

/** Some extent of the text is similar enough to the query (the trigram index's operator). */
const isSimilar = (text: SQL, query: string): SQL => sql`${query} <% ${text}`;

/** Starts-with first (the whole text, then one of its words), then the most similar; ties by `tieBreak`. */
const bestFirst = (text: SQL, query: string, tieBreak: SQL | PgColumn): SQL =>
  sql`case when ${startsWith(text, query)} then 0 when ${aWordStartsWith(text, query)} then 1 else 2 end,
      word_similarity(${query}, ${text}) desc, ${tieBreak}`;

/**
 * `id` is among the first SUGGESTION_CANDIDATES rows of `table` meeting `where` whose text starts with the
 * query (or one of its words does), or, for a query of SIMILAR_FROM_LENGTH characters or more, among as many
 * merely similar to it: both through the trigram index, read back by key as an init plan, so the ranking
 * never sees more than twice that many rows.
 */
function isCandidate(
  tx: Db,
  id: PgColumn,
  table: PgTable,
  text: SQL,
  query: string,
  where: SQL | undefined,
): SQL {
  const first = (match: SQL) =>
    tx.select({ id }).from(table).where(and(match, where)).limit(SUGGESTION_CANDIDATES);
  const starting = first(sql`(${startsWith(text, query)} or ${aWordStartsWith(text, query)})`);
  if (query.length < SIMILAR_FROM_LENGTH) return sql`${id} = any(array(${starting}))`;
  return sql`${id} = any(array((${starting}) union (${first(isSimilar(text, query))})))`;
}

export function createSuggestionsRepository(db: Db) {
  return {
    /** Runs `work` in one transaction with the suggestions' similarity threshold set for it alone. */
    async inSuggestions<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY_THRESHOLD}, true)`,
        );
        return work(tx);
      });
    },

    /** People the viewer may see: everyone but those they are blocked with. */
    people(tx: Db, query: string, viewerId: string | null) {
      return tx
        .select({
          id: users.id,
          username: users.username,
          name: users.name,
          avatarUrl: users.avatarUrl,
          role: users.role,
        })
        .from(users)
        .where(
          and(isCandidate(tx, users.id, users, personText, query, undefined), isPersonVisibleTo(viewerId)),
        )
        .orderBy(bestFirst(personText, query, users.username))
        .limit(SUGGESTIONS_PER_KIND);
    },

    /**
     * Brands with products the viewer may see, with how many (up to BRAND_COUNT_CAP, and one more to tell
     * there are more). A brand whose products are all hidden from the viewer is not suggested at all.
     */
    async brands(tx: Db, query: string, viewerId: string | null) {
      const ranked = tx
        .select({
          key: productBrands.key,
          name: productBrands.name,
          rank: sql<number>`row_number() over (order by ${bestFirst(brandText, query, productBrands.key)})`.as(
            'rank',
          ),
        })
        .from(productBrands)
        .where(isCandidate(tx, productBrands.key, productBrands, brandText, query, undefined))
        .orderBy(bestFirst(brandText, query, productBrands.key))
        .limit(BRANDS_COUNTED)
        .as('ranked');
      const visible = tx
        .select({ one: sql`1` })
        .from(products)
        .where(and(sql`lower(${products.brand}) = ${ranked.key}`, isProductVisibleTo(viewerId)))
        .limit(BRAND_COUNT_CAP + 1);
      const rows = await tx
        .select({
          name: ranked.name,
          productCount: sql<number>`(select count(*) from (${visible}) as shown)`.mapWith(Number),
        })
        .from(ranked)
        .orderBy(ranked.rank);
      return rows.filter(({ productCount }) => productCount > 0).slice(0, SUGGESTIONS_PER_KIND);
    },

    /** Collections listed to the viewer: their own (private ones too) and anyone's public or paid-only ones. */
    collections(tx: Db, query: string, viewerId: string | null) {
      const listed = and(sql`${collections.archivedAt} is null`, isCollectionListedTo(viewerId));
      return tx
        .select(collectionCardColumns(viewerId))
        .from(collections)
        .innerJoin(users, eq(users.id, collections.ownerId))
        .where(and(isCandidate(tx, collections.id, collections, collectionText, query, listed), listed))
        .orderBy(bestFirst(collectionText, query, collections.name))
        .limit(SUGGESTIONS_PER_KIND);
    },
  };
}

export type SuggestionsRepository = ReturnType<typeof createSuggestionsRepository>;
