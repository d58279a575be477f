import { z } from 'zod';
import { SEARCH_PAGE_SIZE } from './constants.ts';
import { offsetPage, queryInteger, SEARCH_MAX_LIMIT, SEARCH_MAX_OFFSET, singleLineText } from './common.ts';
import { CollectionCard } from './collection.ts';
import { LookCard } from './look.ts';
import { ProductCard } from './product.ts';
import { UserListItem } from './user.ts';

export const SearchKind = z.enum(['products', 'collections', 'looks', 'people']);
export type SearchKind = z.infer<typeof SearchKind>;

/**
 * `GET /api/search?q&kind&limit&offset`: without `kind`, the first page of every kind (the "all" view);
 * with it, a page of that kind alone. Matches are typo-tolerant and ranked best first.
 */
export const SearchQuery = z.object({
  q: singleLineText({ message: 'Type something to search' })
    .trim()
    .min(1, 'Type something to search')
    .max(100, 'Search at most 100 characters'),
  kind: SearchKind.optional(),
  limit: queryInteger().min(1).max(SEARCH_MAX_LIMIT).default(SEARCH_PAGE_SIZE),
  offset: queryInteger().min(0).max(SEARCH_MAX_OFFSET).default(0),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

export const SearchResults = z.object({
  products: offsetPage(ProductCard),
  collections: offsetPage(CollectionCard),
  looks: offsetPage(LookCard),
  people: offsetPage(UserListItem),
});
export type SearchResults = z.infer<typeof SearchResults>;
