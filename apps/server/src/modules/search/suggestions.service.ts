import { SUGGESTIONS_MIN_LENGTH, type SearchSuggestions, type SuggestionsQuery } from '@stylebook/contracts';
import { createInvalidatedCache, type CacheFeed } from '../../lib/invalidated-cache.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { CollectionsService } from '../collections/collections.service.ts';
import type { Viewers } from '../users/users.viewers.ts';
import { BRAND_COUNT_CAP, type SuggestionsRepository } from './suggestions.repository.ts';

export interface SuggestionsServiceDeps {
  repository: SuggestionsRepository;
  collections: Pick<CollectionsService, 'cards'>;
  changes: CacheFeed;
  viewers: Pick<Viewers, 'seesWhatAnyoneSees'>;
}

/**
 * Texts whose suggestions are kept for everyone who sees what a signed-out visitor sees, least recently
 * used dropped first: a few kB each, so a few MB. Many people type the same first letters of the same names.
 */
const CACHED_TEXTS = 2_000;

const NONE: SearchSuggestions = { people: [], brands: [], collections: [] };

/** The text as every suggestion's index holds it: lower-cased, trimmed, runs of spaces made one. */
export const normalizedQuery = (q: string) => q.trim().toLowerCase().replace(/\s+/g, ' ');

/** Suggestions while a person types (docs/product.md §11): people, brands and collections. */
export function createSuggestionsService({
  repository,
  collections,
  changes,
  viewers,
}: SuggestionsServiceDeps) {
  /**
   * People, brands (their products' visibility and counts) and collections (their names, privacy and
   * cards) change what is suggested; the log names rows, not texts, so any such change drops every text.
   */
  const shared = createInvalidatedCache<SearchSuggestions>(changes, {
    name: 'search-suggestions',
    max: CACHED_TEXTS,
    clearedBy: ['user', 'product', 'collection'],
  });

  async function read(query: string, viewerId: string | null): Promise<SearchSuggestions> {
    const found = await repository.inSuggestions(async (tx) => ({
      people: await repository.people(tx, query, viewerId),
      brands: await repository.brands(tx, query, viewerId),
      collections: await repository.collections(tx, query, viewerId),
    }));
    return {
      people: found.people,
      brands: found.brands.map(({ name, productCount }) => ({
        name,
        productCount: Math.min(productCount, BRAND_COUNT_CAP),
        productCountIsLowerBound: productCount > BRAND_COUNT_CAP,
      })),
      collections: await collections.cards(found.collections, viewerId),
    };
  }

  return {
    async suggest({ q }: SuggestionsQuery, viewer: Actor | null): Promise<SearchSuggestions> {
      const query = normalizedQuery(q);
      if (query.length < SUGGESTIONS_MIN_LENGTH) return NONE;
      // Their own private collections and products, or a paid subscription, make anyone else's answer theirs.
      if (viewer && !(await viewers.seesWhatAnyoneSees(viewer.userId))) return read(query, viewer.userId);
      // The loader always answers, so the cache does too.
      return (await shared.getOne(query, () => read(query, null)))!;
    },
  };
}

export type SuggestionsService = ReturnType<typeof createSuggestionsService>;
