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
import { Gender, ProductCard, UserSummary } from './product.ts';
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
/** What a person typed into the search box. */
const SearchText = singleLineText({ message: 'Type something to search' })
  .trim()
  .min(1, 'Type something to search')
  .max(100, 'Search at most 100 characters');

export const SearchQuery = z
  .object({
    q: SearchText,
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

/** Suggestions start once this many characters are typed: one letter matches too much to help. */
export const SUGGESTIONS_MIN_LENGTH = 2;
/** The most suggestions of each kind. */
export const SUGGESTIONS_PER_KIND = 4;

/** `GET /api/search/suggestions?q=`: shorter than SUGGESTIONS_MIN_LENGTH answers no suggestions. */
export const SuggestionsQuery = z.object({ q: SearchText });
export type SuggestionsQuery = z.infer<typeof SuggestionsQuery>;

/** A brand of products the viewer may see, with how many there are (`productCountIsLowerBound`: more). */
export const BrandSuggestion = z.object({
  name: z.string(),
  productCount: z.number().int().positive(),
  productCountIsLowerBound: z.boolean(),
});
export type BrandSuggestion = z.infer<typeof BrandSuggestion>;

/**
 * What starts with, or closely matches, the typed text while a person types: people, brands and collections
 * the viewer may see (never another person's private collection), each kind best first, starts-with first.
 */
export const SearchSuggestions = z.object({
  people: z.array(UserSummary),
  brands: z.array(BrandSuggestion),
  collections: z.array(CollectionCard),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestions>;

/** `POST /api/search/history`: a search the signed-in person committed to, counted toward trending. */
export const SearchHistoryBody = z.object({ q: SearchText });
export type SearchHistoryBody = z.infer<typeof SearchHistoryBody>;

/** A brand people liked and saved lately, with a picture of one of its products anyone may see. */
export const PopularBrand = z.object({
  name: z.string(),
  imageUrl: z.string().nullable(),
});
export type PopularBrand = z.infer<typeof PopularBrand>;

/**
 * `GET /api/search/trending`, for an empty search box: what many people searched lately (lower-cased, as
 * searches are counted) and brands popular lately. Nothing in it says who searched.
 */
export const TrendingSearches = z.object({
  searches: z.array(z.string()),
  brands: z.array(PopularBrand),
});
export type TrendingSearches = z.infer<typeof TrendingSearches>;
