import { SUGGESTIONS_MIN_LENGTH, type SearchSuggestions, type SuggestionsQuery } from '@stylebook/contracts';
import type { Actor } from '../../plugins/auth.ts';
import type { CollectionsService } from '../collections/collections.service.ts';
import { BRAND_COUNT_CAP, type SuggestionsRepository } from './suggestions.repository.ts';

export interface SuggestionsServiceDeps {
  repository: SuggestionsRepository;
  collections: Pick<CollectionsService, 'cards'>;
}

const NONE: SearchSuggestions = { people: [], brands: [], collections: [] };

/** The text as every suggestion's index holds it: lower-cased, trimmed, runs of spaces made one. */
export const normalizedQuery = (q: string) => q.trim().toLowerCase().replace(/\s+/g, ' ');

/** Suggestions while a person types (DESIGN.md §6 Search): people, brands and collections. */
export function createSuggestionsService({ repository, collections }: SuggestionsServiceDeps) {
  return {
    async suggest({ q }: SuggestionsQuery, viewer: Actor | null): Promise<SearchSuggestions> {
      const query = normalizedQuery(q);
      if (query.length < SUGGESTIONS_MIN_LENGTH) return NONE;
      const viewerId = viewer?.userId ?? null;
      const found = await repository.inSuggestions(async (tx) => ({
        people: await repository.people(tx, query),
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
    },
  };
}

export type SuggestionsService = ReturnType<typeof createSuggestionsService>;
