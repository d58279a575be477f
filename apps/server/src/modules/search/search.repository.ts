import { and, eq, gte, inArray, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  SEARCH_MAX_LIMIT,
  SEARCH_MAX_OFFSET,
  type SearchKind,
  type SearchQuery,
  type SearchSort,
} from '@stylebook/contracts';
import type { Db } from '../../db/client.ts';
import { collectionCardColumns, lookCardColumns, userListColumns } from '../../db/columns.ts';
import {
  collectionProducts,
  collections,
  looks,
  paidSubscriptions,
  productLikes,
  products,
  users,
} from '../../db/schema/index.ts';
import {
  isCollectionListedTo,
  isCollectionUnlockedTo,
  isListedCollection,
  isLiveSubscription,
  isLookVisibleTo,
  isPersonVisibleTo,
  isProductVisibleTo,
  isPublicCollection,
  isPublicProduct,
} from '../../db/visibility.ts';
import { queryWords, type QueryWord } from './synonyms.ts';

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
 * pg_trgm's word similarity threshold while searching (its default, 0.6, is too strict for typos): 'jaket'
 * scores 0.44 against 'Denim Jacket' and 'nikee' 0.67 against 'Nike'. Short words are never matched by
 * similarity (queryWords), as their real neighbours score as high.
 */
const WORD_SIMILARITY_THRESHOLD = '0.4';

/**
 * What a kind is searched by: its text as migration 0005's trigram index holds it (`lower(text)`) and its
 * weighted full-text document, the `search_document` column migration 0012 generates and indexes.
 */
interface Searchable {
  text: SQL;
  document: SQL;
  /** Rows found besides by their own text, ranked below those (collections by the products they hold). */
  alsoFound?: (words: QueryWord[], mode: 'all' | 'any') => SQL;
}

const productSearchable: Searchable = {
  text: sql`${products.brand} || ' ' || coalesce(${products.description}, '')`,
  document: sql`${products}.search_document`,
};
/** How many matching products a search looks for in collections: enough to find the collections of a few. */
const HELD_PRODUCT_CANDIDATES = 200;

/**
 * Collections are found by their name, and also, when `contentsShown` allows seeing what they hold, by the
 * products they hold that match and `productShown` allows; a name match ranks above, as only the name counts
 * towards relevance. A locked collection is found by its name alone: finding it by a product would tell
 * what it holds.
 */
const collectionSearchable = (contentsShown: SQL, productShown: SQL): Searchable => ({
  text: sql`${collections.name}`,
  document: sql`${collections}.search_document`,
  alsoFound: (words, mode) =>
    sql`(${contentsShown} and ${collections.id} in (select ${collectionProducts.collectionId} from ${collectionProducts} where ${collectionProducts.productId} = any(array(select ${products.id} from ${products} where ${and(matches(productSearchable, words, mode), productShown)} limit ${HELD_PRODUCT_CANDIDATES}))))`,
});
const lookSearchable: Searchable = {
  text: sql`${looks.title} || ' ' || coalesce(${looks.description}, '')`,
  document: sql`${looks}.search_document`,
};
const personSearchable: Searchable = {
  text: sql`${users.username} || ' ' || ${users.name}`,
  document: sql`${users}.search_document`,
};

/** A query word as whole words of any catalogue language: itself, a synonym, or a stem of either. */
const asWords = ({ alternatives }: QueryWord): SQL =>
  sql`(${sql.join(
    alternatives.map((alternative) => sql`search_word_query(${alternative})`),
    sql` || `,
  )})`;

/** The text has the word as a whole word, synonym or stem, or as the start of a word when half typed. */
function spells({ document }: Searchable, word: QueryWord): SQL {
  const words = word.prefix
    ? sql`(${asWords(word)} || to_tsquery('simple', search_quoted(${word.word}) || ':*'))`
    : asWords(word);
  return sql`${document} @@ ${words}`;
}

/** `%` and `_` in a word stand for themselves in LIKE. */
const likeLiteral = (word: string) => word.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The text has the word: spelled (the full-text index); or, for a word long enough to be misspelt, some
 * extent of the text is similar enough to it; or, in a script written without spaces (Japanese, Chinese),
 * the text holds it anywhere, as "コート" is part of "ウールコート" (both by the trigram index).
 */
function hasWord(searchable: Searchable, word: QueryWord): SQL {
  const spelled = spells(searchable, word);
  const text = sql`lower(${searchable.text})`;
  if (word.unsegmented) return sql`(${spelled} or ${text} like ${`%${likeLiteral(word.word)}%`})`;
  return word.typoTolerant ? sql`(${spelled} or ${word.word} <% ${text})` : spelled;
}

/**
 * Every word of the query is in the text (`all`), or at least one (`any`: the fallback when no text has them
 * all). A query with no searchable word matches nothing.
 */
function matches(searchable: Searchable, words: QueryWord[], mode: 'all' | 'any'): SQL {
  if (words.length === 0) return sql`false`;
  const each = words.map((word) => hasWord(searchable, word));
  const own = (mode === 'all' ? and(...each) : or(...each))!;
  return searchable.alsoFound ? or(own, searchable.alsoFound(words, mode))! : own;
}

/**
 * Best first: the share of the query's words the text spells (so a sweater found by the synonym of "jumper"
 * ranks above a "jumpsuit" only similar to it), then the full-text rank of the words found, by field weight
 * (a product's brand above its description, a look's title above its description), plus how closely the
 * whole query matches some extent of the text, which rewards the words in order and spelt alike.
 */
function relevance(searchable: Searchable, query: string, words: QueryWord[]): SQL<number> {
  if (words.length === 0) return sql<number>`0`.mapWith(Number);
  const { document, text } = searchable;
  const anyWord = sql`(${sql.join(words.map(asWords), sql` || `)})`;
  const spelled = sql.join(
    words.map((word) => sql`(${spells(searchable, word)})::int`),
    sql` + `,
  );
  return sql<number>`(${spelled})::float / ${words.length} + word_similarity(${query}, lower(${text})) + 2 * ts_rank(${document}, ${anyWord})`.mapWith(
    Number,
  );
}

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

/**
 * The candidates of `table` matching every word of `query` and meeting `where`, each with its `score` (by
 * default its relevance); when none has every word, those with any of them, best first all the same.
 */
async function ranked(
  tx: Db,
  table: PgTable,
  id: PgColumn,
  searchable: Searchable,
  query: string,
  where: SQL | undefined,
  score: (words: QueryWord[]) => SQL<number> = (words) => relevance(searchable, query, words),
): Promise<RankedMatch[]> {
  const words = queryWords(query);
  const rank = (mode: 'all' | 'any') =>
    tx
      .select({ id: sql<string>`${id}`, score: score(words) })
      .from(table)
      .where(isCandidate(tx, id, table, and(matches(searchable, words, mode), where)));
  const all = await rank('all');
  return all.length > 0 || words.length < 2 ? all : rank('any');
}

/**
 * How a product match sorts. Newest and most liked order the same candidates as relevance does; relevance
 * (below 10) breaks ties among equally liked ones.
 */
function productScore(query: string, words: QueryWord[], sort: SearchSort): SQL<number> {
  switch (sort) {
    case 'relevance':
      return relevance(productSearchable, query, words);
    case 'newest':
      return sql<number>`extract(epoch from ${products.createdAt})`.mapWith(Number);
    case 'most_liked':
      return sql<number>`(select count(*) from ${productLikes} where ${productLikes.productId} = ${products.id}) * 10 + ${relevance(productSearchable, query, words)}`.mapWith(
        Number,
      );
  }
}

/** The products matching `query` and the search's filters that also meet `visible`, scored by its sort. */
const rankedProducts = (tx: Db, query: string, search: ProductSearch, visible: SQL | undefined) =>
  ranked(tx, products, products.id, productSearchable, query, and(productFilters(search), visible), (words) =>
    productScore(query, words, search.sort),
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
            collectionSearchable(isPublicCollection(), isPublicProduct()),
            query,
            isListedCollection(),
          );
        case 'looks':
          return ranked(tx, looks, looks.id, lookSearchable, query, isLookVisibleTo(null));
        case 'people':
          return ranked(tx, users, users.id, personSearchable, query, undefined);
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
     * every person. Paid-only collections open to the viewer are found here by what they hold, and by their
     * name again, as anyone finds them by it.
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
            collectionSearchable(isCollectionUnlockedTo(viewerId), isProductVisibleTo(viewerId)),
            query,
            and(
              inArray(collections.ownerId, owners),
              not(isPublicCollection()),
              isCollectionUnlockedTo(viewerId),
              sql`${collections.archivedAt} is null`,
            ),
          );
        case 'looks':
          return ranked(
            tx,
            looks,
            looks.id,
            lookSearchable,
            query,
            and(inArray(looks.ownerId, owners), not(isLookVisibleTo(null)), isLookVisibleTo(viewerId)),
          );
        case 'people':
          return [];
      }
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
      return db
        .select(userListColumns(viewerId))
        .from(users)
        .where(and(inArray(users.id, ids), isPersonVisibleTo(viewerId)));
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
