import type { PageQuery } from '@stylebook/contracts';

/**
 * The query-key factories of the resources whose views show one another (a collection on a profile, a look
 * on a product page). The queries and every write or refresh of their cache build keys here, so a key
 * cannot be misspelt, and each resource's module can refresh another's views without importing it back.
 */

/**
 * Collections live under the 'collection' (one collection) and 'collections' (lists) groups, both refreshed
 * after sign-in (docs/product.md §12).
 */
export const collectionKeys = {
  /** Every cached collection page. */
  details: ['collection'] as const,
  detail: (id: string) => [...collectionKeys.details, id] as const,
  lists: ['collections'] as const,
  /** Every person's lists below. */
  ofUsers: ['collections', 'user'] as const,
  /** A person's collections and, for themselves, the ones they saved (`api.users.collections`). */
  ofUser: (userId: string) => [...collectionKeys.ofUsers, userId] as const,
  archived: ['collections', 'archived'] as const,
  /** "Similar collections" at the end of a collection page. */
  similar: (id: string) => ['collections', 'similar', id] as const,
};

/** Looks live under the 'looks' group, which is refreshed after sign-in (docs/product.md §12). */
export const lookKeys = {
  all: ['looks'] as const,
  detail: (id: string) => [...lookKeys.all, 'detail', id] as const,
};

/** Products live under the 'products' group, which is refreshed after sign-in (docs/product.md §12). */
export const productKeys = {
  all: ['products'] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
  /** "More like this": what each viewer may see, so it is refreshed with the group after sign-in. */
  similar: (id: string) => [...productKeys.similarLists, id] as const,
  /** Every "More like this" list, any of which may show a product. */
  similarLists: ['products', 'similar'] as const,
  /** The store's price over time and whether the viewer watches it: refreshed with the group after sign-in. */
  priceHistory: (id: string) => [...productKeys.all, 'price-history', id] as const,
};

/** Profiles live under the 'profile' group, which is refreshed after sign-in (docs/product.md §12). */
export const profileKeys = {
  all: ['profile'] as const,
  /** Every cached profile: its header and its collection sections. */
  details: ['profile', 'detail'] as const,
  detail: (id: string) => [...profileKeys.details, id] as const,
  looks: (id: string) => [...profileKeys.all, 'looks', id] as const,
  products: (id: string) => [...profileKeys.all, 'products', id] as const,
  people: ['profile', 'people'] as const,
  /** Every page of a person's followers. */
  followersOf: (id: string) => [...profileKeys.people, 'followers', id] as const,
  followers: (id: string, query: PageQuery) => [...profileKeys.followersOf(id), query] as const,
  /** Every page of the people a person follows. */
  followingOf: (id: string) => [...profileKeys.people, 'following', id] as const,
  following: (id: string, query: PageQuery) => [...profileKeys.followingOf(id), query] as const,
  /**
   * The stylists the Following feed's empty state suggests to the viewer: a list of people, so a follow
   * marks them as every list of people is marked.
   */
  suggestions: (viewerId: string) => [...profileKeys.people, 'suggestions', viewerId] as const,
};
