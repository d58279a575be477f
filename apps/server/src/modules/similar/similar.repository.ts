import { and, count, desc, eq, inArray, isNull, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { SIMILAR_MAX_LIMIT, SIMILAR_MAX_OFFSET, type Gender } from '@stylebook/contracts';
import type { Db } from '../../db/client.ts';
import { collectionCardColumns } from '../../db/columns.ts';
import { collectionProducts, collections, products, users } from '../../db/schema/index.ts';
import {
  isCollectionOpenTo,
  isCollectionUnlockedTo,
  isListedCollection,
  isProductShownInCollectionTo,
  isProductVisibleTo,
} from '../../db/visibility.ts';
import type { TextWords } from './similar.words.ts';

/** A product or collection like the one asked about, and how alike: higher is more. */
export interface Ranked {
  id: string;
  score: number;
}

/** The most products ranked: as deep as "More like this" pages, plus the one that tells whether more exist. */
export const MAX_RANKED = SIMILAR_MAX_OFFSET + SIMILAR_MAX_LIMIT + 1;

/**
 * What each source of candidates (the same brand, the same collections, the same words) gives at most. The
 * sources are read through indexes and cut off here, so ranking scores at most a few of these, never a whole
 * brand or every product with a common word, however large the catalogue.
 */
const CANDIDATES_PER_SOURCE = MAX_RANKED;

/** The most collections of a product's copies that count as "filed together"; a popular product is in many. */
const MAX_COLLECTIONS_OF_COPIES = 50;
/** The most store links of a collection compared with other collections. */
const MAX_ROOTS_OF_COLLECTION = 200;

/**
 * How much each likeness weighs. The words of the description, as the share of them the other has (0 to 1),
 * say most about what a thing is: a linen shirt is most like another linen shirt. Each collection both are
 * filed in counts nearly as much (up to MAX_COUNTED_SHARED of them), as people put those together on purpose,
 * so two shared collections outweigh the same words. The same brand counts less, and the style (menswear,
 * womenswear, unisex) only breaks near ties.
 */
const PRODUCT_WEIGHTS = { words: 4, sharedCollection: 2.5, sameBrand: 1, sameStyle: 0.5 };
const MAX_COUNTED_SHARED = 3;
/** A collection: each store link it shares, then the share of the name's words it has (0 to 1). */
const COLLECTION_WEIGHTS = { sharedProduct: 2, words: 1.5 };
/** A constant of the scores, typed so PostgreSQL never reads 0.5 as an integer. */
const weight = (value: number): SQL => sql`${value}::float8`;

/**
 * Texts as full-text vectors of their words as typed, scored for the candidates alone; candidates are found
 * through the search documents migration 0012 stores and indexes, which hold those words too.
 */
const productVector = sql`to_tsvector('simple', ${products.brand} || ' ' || coalesce(${products.description}, ''))`;
const collectionVector = sql`to_tsvector('simple', ${collections.name})`;
const productDocument = sql`${products}.search_document`;
const collectionDocument = sql`${collections}.search_document`;

const wordQuery = (word: string): SQL => sql`plainto_tsquery('simple', ${word})`;
/** Any of the words or their synonyms (`words` from significantWords). */
const anyWord = (words: string[][]): SQL => sql`(${sql.join(words.flat().map(wordQuery), sql` || `)})`;
/** Every one of the words, each by itself or a synonym. */
const everyWord = (words: string[][]): SQL =>
  sql`(${sql.join(
    words.map((alternatives) => sql`(${sql.join(alternatives.map(wordQuery), sql` || `)})`),
    sql` && `,
  )})`;

/**
 * The share of the words of `text` that `vector` has, from 0 to 1: its full-text rank for any of them, over
 * the rank `text` itself has (a rank grows with the words matched). 0 when there are no words.
 */
function wordShare(vector: SQL, { text, words }: TextWords): SQL {
  if (words.length === 0) return sql`0`;
  const query = anyWord(words);
  return sql`least(coalesce(ts_rank(${vector}, ${query}) / nullif(ts_rank(to_tsvector('simple', ${text}), ${query}), 0), 0), 1)`;
}

/**
 * `id` is one of the ids the `sources` give (each already limited). Written as `= any(array(…) || …)` so the
 * candidates are an init plan read back by primary key, as search's candidates are.
 */
function isCandidate(id: SQLWrapper, sources: SQLWrapper[]): SQL {
  if (sources.length === 0) return sql`false`;
  return sql`${id} = any(${sql.join(
    sources.map((source) => sql`array(${source})`),
    sql` || `,
  )})`;
}

export interface ProductSubject {
  id: string;
  /** The stored root: every copy saved from the same store link shares it. */
  rootProductId: string;
  brand: string;
  description: string | null;
  gender: Gender;
}

export interface CollectionSubject {
  id: string;
  name: string;
  /**
   * Whether the viewer may see what it holds (docs/product.md §4): a locked one is compared by its name
   * alone.
   */
  isUnlocked: boolean;
}

export function createSimilarRepository(db: Db) {
  return {
    /** The product, if the viewer may see it. */
    async findProduct(id: string, viewerId: string | null): Promise<ProductSubject | null> {
      const [row] = await db
        .select({
          id: products.id,
          rootProductId: products.rootProductId,
          brand: products.brand,
          description: products.description,
          gender: products.gender,
        })
        .from(products)
        .where(and(eq(products.id, id), isProductVisibleTo(viewerId)));
      return row ?? null;
    },

    /**
     * The unarchived collections the viewer may see into that show them a copy of the product (any product
     * saved from its store link): what it was filed with there makes another product like it.
     */
    async collectionsOfCopies(rootProductId: string, viewerId: string | null): Promise<string[]> {
      const rows = await db
        .selectDistinct({ id: collections.id })
        .from(products)
        .innerJoin(collectionProducts, eq(collectionProducts.productId, products.id))
        .innerJoin(collections, eq(collections.id, collectionProducts.collectionId))
        .where(
          and(
            eq(products.rootProductId, rootProductId),
            isNull(collections.archivedAt),
            isCollectionUnlockedTo(viewerId),
            isProductShownInCollectionTo(viewerId),
          ),
        )
        .limit(MAX_COLLECTIONS_OF_COPIES);
      return rows.map(({ id }) => id);
    },

    /**
     * Products like `subject` that the viewer may see, best first, at most MAX_RANKED: candidates of the same
     * brand (newest first), filed in `collectionIds` (most of them first), and with all or any of the words
     * of `described` (its description, else its brand), each source limited; then scored by
     * PRODUCT_WEIGHTS. Copies of the subject (itself included) are left out.
     */
    async rankProducts(
      subject: ProductSubject,
      collectionIds: string[],
      described: TextWords,
      viewerId: string | null,
    ): Promise<Ranked[]> {
      const { words } = described;
      const sameBrand = sql`lower(${products.brand}) = lower(${subject.brand})`;
      const sources: SQLWrapper[] = [
        db
          .select({ id: products.id })
          .from(products)
          .where(sameBrand)
          .orderBy(desc(products.createdAt))
          .limit(CANDIDATES_PER_SOURCE),
      ];
      if (collectionIds.length > 0) {
        sources.push(
          db
            .select({ id: collectionProducts.productId })
            .from(collectionProducts)
            .where(inArray(collectionProducts.collectionId, collectionIds))
            .groupBy(collectionProducts.productId)
            .orderBy(desc(count()))
            .limit(CANDIDATES_PER_SOURCE),
        );
      }
      if (words.length > 0) {
        for (const query of [everyWord(words), anyWord(words)]) {
          sources.push(
            db
              .select({ id: products.id })
              .from(products)
              .where(sql`${productDocument} @@ ${query}`)
              .limit(CANDIDATES_PER_SOURCE),
          );
        }
      }
      const sharedCollections =
        collectionIds.length > 0
          ? sql`(select count(*) from ${collectionProducts}
              where ${collectionProducts.productId} = ${products.id}
                and ${inArray(collectionProducts.collectionId, collectionIds)})`
          : sql`0`;
      const score = sql<number>`(
        ${weight(PRODUCT_WEIGHTS.sharedCollection)} * least(${sharedCollections}, ${weight(MAX_COUNTED_SHARED)})
        + ${weight(PRODUCT_WEIGHTS.sameBrand)} * (${sameBrand})::int
        + ${weight(PRODUCT_WEIGHTS.words)} * ${wordShare(productVector, described)}
        + ${weight(PRODUCT_WEIGHTS.sameStyle)} * (${products.gender} = ${subject.gender})::int
      )::float8`.mapWith(Number);
      // Scored in a subquery so each candidate's score is worked out once, for both the order and the reply.
      const scored = db
        .select({ id: products.id, score: score.as('score'), createdAt: products.createdAt })
        .from(products)
        .where(
          and(
            isCandidate(products.id, sources),
            ne(products.rootProductId, subject.rootProductId),
            isProductVisibleTo(viewerId),
          ),
        )
        .as('scored');
      return db
        .select({ id: scored.id, score: scored.score })
        .from(scored)
        .orderBy(desc(scored.score), desc(scored.createdAt), desc(scored.id))
        .limit(MAX_RANKED);
    },

    /** The collection, if the viewer may open it (their own, or one that is not private). */
    async findCollection(id: string, viewerId: string | null): Promise<CollectionSubject | null> {
      const [row] = await db
        .select({
          id: collections.id,
          name: collections.name,
          isUnlocked: sql<boolean>`${isCollectionUnlockedTo(viewerId)}`,
        })
        .from(collections)
        .where(and(eq(collections.id, id), isCollectionOpenTo(viewerId)));
      return row ?? null;
    },

    /** The store links (roots) of the products the collection shows the viewer. */
    async rootsShownIn(collectionId: string, viewerId: string | null): Promise<string[]> {
      const rows = await db
        .selectDistinct({ root: products.rootProductId })
        .from(collectionProducts)
        .innerJoin(collections, eq(collections.id, collectionProducts.collectionId))
        .innerJoin(products, eq(products.id, collectionProducts.productId))
        .where(and(eq(collectionProducts.collectionId, collectionId), isProductShownInCollectionTo(viewerId)))
        .limit(MAX_ROOTS_OF_COLLECTION);
      return rows.map(({ root }) => root);
    },

    /**
     * Listed collections (neither private nor archived) like `subject`, best first, at most `limit`: those
     * holding products saved from the same store links as `roots` (most first), and those whose names have
     * any of the words of `named` (its name), each source limited; then scored by COLLECTION_WEIGHTS. A
     * product counts only where the viewer may see into the collection, so a locked one is found by its name
     * alone; empty ones are left out.
     */
    async rankCollections(
      subject: CollectionSubject,
      roots: string[],
      named: TextWords,
      viewerId: string | null,
      limit: number,
    ): Promise<Ranked[]> {
      const { words } = named;
      const sources: SQLWrapper[] = [];
      if (roots.length > 0) {
        sources.push(
          db
            .select({ id: collectionProducts.collectionId })
            .from(products)
            .innerJoin(collectionProducts, eq(collectionProducts.productId, products.id))
            .where(inArray(products.rootProductId, roots))
            .groupBy(collectionProducts.collectionId)
            .orderBy(desc(sql`count(distinct ${products.rootProductId})`))
            .limit(CANDIDATES_PER_SOURCE),
        );
      }
      if (words.length > 0) {
        sources.push(
          db
            .select({ id: collections.id })
            .from(collections)
            .where(and(sql`${collectionDocument} @@ ${anyWord(words)}`, isListedCollection()))
            .limit(CANDIDATES_PER_SOURCE),
        );
      }
      const sharedProducts =
        roots.length > 0
          ? sql`case when ${isCollectionUnlockedTo(viewerId)} then (
              select count(distinct ${products.rootProductId}) from ${collectionProducts}
              join ${products} on ${products.id} = ${collectionProducts.productId}
              where ${collectionProducts.collectionId} = ${collections.id}
                and ${inArray(products.rootProductId, roots)}
                and ${isProductShownInCollectionTo(viewerId)}
            ) else 0 end`
          : sql`0`;
      const score = sql<number>`(
        ${weight(COLLECTION_WEIGHTS.sharedProduct)} * ${sharedProducts}
        + ${weight(COLLECTION_WEIGHTS.words)} * ${wordShare(collectionVector, named)}
      )::float8`.mapWith(Number);
      const scored = db
        .select({ id: collections.id, score: score.as('score'), createdAt: collections.createdAt })
        .from(collections)
        .where(
          and(
            isCandidate(collections.id, sources),
            ne(collections.id, subject.id),
            isListedCollection(),
            sql`exists (select 1 from ${collectionProducts} where ${collectionProducts.collectionId} = ${collections.id})`,
          ),
        )
        .as('scored');
      return db
        .select({ id: scored.id, score: scored.score })
        .from(scored)
        .where(sql`${scored.score} > 0`)
        .orderBy(desc(scored.score), desc(scored.createdAt), desc(scored.id))
        .limit(limit);
    },

    /** What the cards of these collections are drawn from, for the viewer, in no order. */
    collectionRows(ids: string[], viewerId: string | null) {
      return db
        .select(collectionCardColumns(viewerId))
        .from(collections)
        .innerJoin(users, eq(users.id, collections.ownerId))
        .where(and(inArray(collections.id, ids), isListedCollection()));
    },
  };
}

export type SimilarRepository = ReturnType<typeof createSimilarRepository>;
