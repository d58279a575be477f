import { z } from 'zod';
import { SEARCH_PAGE_SIZE } from './constants.ts';
import {
  Currency,
  offsetPage,
  queryInteger,
  SEARCH_MAX_LIMIT,
  SEARCH_MAX_OFFSET,
  singleLineText,
} from './common.ts';
import { CollectionCard } from './collection.ts';
import { LookCard } from './look.ts';
import { Gender, ProductCard } from './product.ts';
import { UserListItem } from './user.ts';

export const SearchKind = z.enum(['products', 'collections', 'looks', 'people']);
export type SearchKind = z.infer<typeof SearchKind>;

/** How products are ordered: best match first, newest first, or most liked first. */
export const SearchSort = z.enum(['relevance', 'newest', 'most_liked']);
export type SearchSort = z.infer<typeof SearchSort>;

/**
 * `GET /api/search?q&kind&limit&offset&style&brand&currency&minPrice&maxPrice&sort`: without `kind`, the
 * first page of every kind (the "all" view); with it, a page of that kind alone. Matches are typo-tolerant
 * and ranked best first. The filters and the sort narrow and order products only. Prices are integer minor
 * units of `currency`, compared without conversion, so a price bound needs a currency.
 */
export const SearchQuery = z
  .object({
    q: singleLineText({ message: 'Type something to search' })
      .trim()
      .min(1, 'Type something to search')
      .max(100, 'Search at most 100 characters'),
    kind: SearchKind.optional(),
    limit: queryInteger().min(1).max(SEARCH_MAX_LIMIT).default(SEARCH_PAGE_SIZE),
    offset: queryInteger().min(0).max(SEARCH_MAX_OFFSET).default(0),
    style: Gender.optional(),
    brand: singleLineText().trim().min(1).max(100, 'Brand must be at most 100 characters').optional(),
    currency: Currency.optional(),
    minPrice: queryInteger().min(0, 'Prices cannot be negative').optional(),
    maxPrice: queryInteger().min(0, 'Prices cannot be negative').optional(),
    sort: SearchSort.default('relevance'),
  })
  .superRefine((query, context) => {
    const priced = query.minPrice !== undefined || query.maxPrice !== undefined;
    if (priced && !query.currency) {
      context.addIssue({
        code: 'custom',
        path: ['currency'],
        message: 'Choose a currency to filter by price',
      });
    }
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      context.addIssue({
        code: 'custom',
        path: ['maxPrice'],
        message: 'The highest price must be at least the lowest',
      });
    }
  });
export type SearchQuery = z.infer<typeof SearchQuery>;

/**
 * One kind's page of results, with how many matches there are: `total` counts up to the most a search
 * ranks, and `totalIsLowerBound` says there are more than that (shown as "500+").
 */
function searchPage<T extends z.ZodType>(item: T) {
  return offsetPage(item).extend({
    total: z.number().int().nonnegative(),
    totalIsLowerBound: z.boolean(),
  });
}

export const SearchResults = z.object({
  products: searchPage(ProductCard),
  collections: searchPage(CollectionCard),
  looks: searchPage(LookCard),
  people: searchPage(UserListItem),
});
export type SearchResults = z.infer<typeof SearchResults>;
