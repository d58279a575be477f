import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type {
  ArchivedCollections,
  Collection,
  CollectionCard,
  CreateCollectionBody,
  Look,
  LookCard,
  Product,
  ProductCard,
  UpdateCollectionBody,
  UserCollections,
} from '@stylebook/contracts';
import { useToast } from '../components/ui/toast';
import { api } from '../lib/api';
import { formErrorMessage } from '../lib/form-error';
import { lookKeys } from './looks';
import { productKeys } from './products';
import { STALE_TIME } from './stale-time';

/**
 * Collections live under the 'collection' (one collection) and 'collections' (lists) groups, both refreshed
 * after sign-in (docs/product.md §12).
 */
export const collectionKeys = {
  detail: (id: string) => ['collection', id] as const,
  lists: ['collections'] as const,
  /** A person's collections and, for themselves, the ones they saved (`api.users.collections`). */
  ofUser: (userId: string) => ['collections', 'user', userId] as const,
  archived: ['collections', 'archived'] as const,
  /** "Similar collections" at the end of a collection page. */
  similar: (id: string) => ['collections', 'similar', id] as const,
};

/** Freshness (docs/product.md §12): a collection is fetched again every time a screen showing it mounts. */
export function collectionQueryOptions(id: string) {
  return queryOptions({
    queryKey: collectionKeys.detail(id),
    queryFn: ({ signal }) => api.collections.get(id, signal),
    staleTime: STALE_TIME.collection,
    refetchOnMount: 'always',
  });
}

/** Listed collections like this one, best first; they change as slowly as a profile's lists. */
export function similarCollectionsQueryOptions(id: string) {
  return queryOptions({
    queryKey: collectionKeys.similar(id),
    queryFn: ({ signal }) => api.collections.similar(id, {}, signal),
    staleTime: STALE_TIME.profile,
  });
}

export function userCollectionsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: collectionKeys.ofUser(userId),
    queryFn: ({ signal }) => api.users.collections(userId, signal),
    staleTime: STALE_TIME.profile,
  });
}

export function archivedCollectionsQueryOptions() {
  return queryOptions({
    queryKey: collectionKeys.archived,
    queryFn: () => api.collections.archived(),
  });
}

/** The card a list shows for a collection page: what a new or newly saved collection looks like in a list. */
export function cardFromCollection(collection: Collection): CollectionCard {
  return {
    id: collection.id,
    ownerId: collection.ownerId,
    owner: collection.owner,
    name: collection.name,
    coverImageUrl: collection.coverImageUrl,
    isPrivate: collection.isPrivate,
    isPaidSubscriberOnly: collection.isPaidSubscriberOnly,
    productCount: collection.productCount,
    previewImageUrls: collection.products.flatMap((product) =>
      product.images.slice(0, 1).map(({ url }) => url),
    ),
  };
}

/** The fields a change may touch, on the collection page and on every list card of it. */
type CollectionPatch = Partial<
  Pick<
    Collection,
    | 'name'
    | 'isPrivate'
    | 'isPaidSubscriberOnly'
    | 'coverImageUrl'
    | 'isSaved'
    | 'productCount'
    | 'productIds'
    | 'lookIds'
    | 'products'
    | 'looks'
  >
>;

function patchCard(card: CollectionCard, patch: CollectionPatch): CollectionCard {
  const { name, isPrivate, isPaidSubscriberOnly, coverImageUrl, productCount } = { ...card, ...patch };
  return { ...card, name, isPrivate, isPaidSubscriberOnly, coverImageUrl, productCount };
}

function patchCards(cards: CollectionCard[], id: string, patch: CollectionPatch): CollectionCard[] {
  return cards.map((card) => (card.id === id ? patchCard(card, patch) : card));
}

/**
 * The overlay (docs/product.md §12): writes a change of one collection into every cached copy of it — its
 * page, every person's list, the archive. Optimistic updates and server replies both go through here.
 */
export function writeCollection(queryClient: QueryClient, id: string, patch: CollectionPatch) {
  queryClient.setQueryData<Collection>(collectionKeys.detail(id), (collection) =>
    collection ? { ...collection, ...patch } : collection,
  );
  queryClient.setQueriesData<UserCollections>({ queryKey: [...collectionKeys.lists, 'user'] }, (lists) =>
    lists
      ? { collections: patchCards(lists.collections, id, patch), saved: patchCards(lists.saved, id, patch) }
      : lists,
  );
  queryClient.setQueryData<ArchivedCollections>(collectionKeys.archived, (archived) =>
    archived ? { collections: patchCards(archived.collections, id, patch) } : archived,
  );
}

/** The groups an optimistic collection change may touch; a failure puts all of them back as they were. */
const TOUCHED_GROUPS: QueryKey[] = [['collection'], ['collections'], productKeys.all, lookKeys.all];

async function snapshot(queryClient: QueryClient): Promise<() => void> {
  await Promise.all(TOUCHED_GROUPS.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  const saved = TOUCHED_GROUPS.flatMap((queryKey) => queryClient.getQueriesData({ queryKey }));
  return () => saved.forEach(([queryKey, data]) => queryClient.setQueryData(queryKey, data));
}

/** Runs an optimistic change: applied at once, rolled back with an error toast if the server refuses it. */
function useOptimisticMutation<Variables, Reply>({
  mutationFn,
  apply,
  onSuccess,
}: {
  mutationFn: (variables: Variables) => Promise<Reply>;
  apply: (queryClient: QueryClient, variables: Variables) => void;
  onSuccess?: (queryClient: QueryClient, reply: Reply, variables: Variables) => void;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn,
    onMutate: async (variables: Variables) => {
      const rollback = await snapshot(queryClient);
      apply(queryClient, variables);
      return { rollback };
    },
    onError: (error, _variables, context) => {
      context?.rollback();
      toast.show(formErrorMessage(error), { type: 'error' });
    },
    onSuccess: (reply, variables) => onSuccess?.(queryClient, reply, variables),
  });
}

export interface MembershipChange {
  collection: Pick<CollectionCard, 'id' | 'name'>;
  product: ProductCard;
  /** True to file the product into the collection, false to take it out. */
  add: boolean;
}

/** `list` without `entry`, with `entry` appended last when `add`: one membership change of a cached list. */
function withMembership<T>(list: T[], entry: T, add: boolean, idOf: (item: T) => string): T[] {
  const others = list.filter((item) => idOf(item) !== idOf(entry));
  return add ? [...others, entry] : others;
}
const byId = ({ id }: { id: string }) => id;
const itself = (id: string) => id;

function applyMembership(queryClient: QueryClient, { collection, product, add }: MembershipChange) {
  const appearance = { id: collection.id, name: collection.name };
  queryClient.setQueryData<Product>(
    productKeys.detail(product.id),
    (shown) => shown && { ...shown, collections: withMembership(shown.collections, appearance, add, byId) },
  );
  const page = queryClient.getQueryData<Collection>(collectionKeys.detail(collection.id));
  const count = cachedProductCount(queryClient, collection.id);
  writeCollection(queryClient, collection.id, {
    products: withMembership(page?.products ?? [], product, add, byId),
    productIds: withMembership(page?.productIds ?? [], product.id, add, itself),
    ...(count === undefined ? {} : { productCount: Math.max(0, count + (add ? 1 : -1)) }),
  });
}

function cachedProductCount(queryClient: QueryClient, id: string): number | undefined {
  const page = queryClient.getQueryData<Collection>(collectionKeys.detail(id));
  if (page) return page.productCount;
  const lists = queryClient.getQueriesData<UserCollections>({ queryKey: [...collectionKeys.lists, 'user'] });
  for (const [, list] of lists) {
    const card = list && [...list.collections, ...list.saved].find((candidate) => candidate.id === id);
    if (card) return card.productCount;
  }
  return undefined;
}

/** Files a product into one of the user's collections or takes it out (docs/product.md §12). */
export function useToggleCollectionProduct() {
  return useOptimisticMutation({
    mutationFn: ({ collection, product, add }: MembershipChange) =>
      add
        ? api.collections.addProduct(collection.id, product.id)
        : api.collections.removeProduct(collection.id, product.id),
    apply: applyMembership,
    onSuccess: (queryClient, items, { collection }) => writeCollection(queryClient, collection.id, items),
  });
}

export interface LookMembershipChange {
  collection: Pick<CollectionCard, 'id' | 'name'>;
  look: Look;
  add: boolean;
}

function lookCardOf(look: Look): LookCard {
  const { id, ownerId, owner, title, coverImageUrl } = look;
  return { id, ownerId, owner, title, coverImageUrl, productCount: look.products.length };
}

/** Files a look into one of the user's collections or takes it out (the look page's Save). */
export function useToggleCollectionLook() {
  return useOptimisticMutation({
    mutationFn: ({ collection, look, add }: LookMembershipChange) =>
      add
        ? api.collections.addLook(collection.id, look.id)
        : api.collections.removeLook(collection.id, look.id),
    apply: (queryClient, { collection, look, add }) => {
      const appearance = { id: collection.id, name: collection.name };
      queryClient.setQueryData<Look>(
        lookKeys.detail(look.id),
        (shown) =>
          shown && { ...shown, collections: withMembership(shown.collections, appearance, add, byId) },
      );
      const page = queryClient.getQueryData<Collection>(collectionKeys.detail(collection.id));
      if (!page) return;
      writeCollection(queryClient, collection.id, {
        looks: withMembership(page.looks, lookCardOf(look), add, byId),
        lookIds: withMembership(page.lookIds, look.id, add, itself),
      });
    },
    onSuccess: (queryClient, items, { collection }) => writeCollection(queryClient, collection.id, items),
  });
}

/** Takes a look out of a collection at once (the edit screen). */
export function useRemoveCollectionLook(collectionId: string) {
  return useOptimisticMutation({
    mutationFn: (lookId: string) => api.collections.removeLook(collectionId, lookId),
    apply: (queryClient, lookId) => {
      const page = queryClient.getQueryData<Collection>(collectionKeys.detail(collectionId));
      if (!page) return;
      writeCollection(queryClient, collectionId, {
        looks: page.looks.filter(({ id }) => id !== lookId),
        lookIds: page.lookIds.filter((id) => id !== lookId),
      });
    },
    onSuccess: (queryClient, items) => writeCollection(queryClient, collectionId, items),
  });
}

/**
 * Saving and unsaving (docs/product.md §12): flips isSaved and adds it to or drops it from the signed-in
 * person's private-and-saved list.
 */
export function useToggleCollectionSave(viewerId: string) {
  return useOptimisticMutation({
    mutationFn: ({ collection, save }: { collection: Collection; save: boolean }) =>
      save ? api.collections.save(collection.id) : api.collections.unsave(collection.id),
    apply: (queryClient, { collection, save }) => {
      writeCollection(queryClient, collection.id, { isSaved: save });
      queryClient.setQueryData<UserCollections>(collectionKeys.ofUser(viewerId), (lists) => {
        if (!lists) return lists;
        const others = lists.saved.filter(({ id }) => id !== collection.id);
        return { ...lists, saved: save ? [cardFromCollection(collection), ...others] : others };
      });
    },
    onSuccess: (queryClient, { isSaved }, { collection }) =>
      writeCollection(queryClient, collection.id, { isSaved }),
  });
}

/** Name, privacy, cover and order changes, shown at once (docs/product.md §12). */
export function useUpdateCollection(id: string) {
  return useOptimisticMutation({
    mutationFn: (body: UpdateCollectionBody) => api.collections.update(id, body),
    apply: (queryClient, body) => {
      const page = queryClient.getQueryData<Collection>(collectionKeys.detail(id));
      const { productIds, lookIds, coverImageUrl, ...fields } = body;
      writeCollection(queryClient, id, {
        ...fields,
        ...(coverImageUrl === undefined ? {} : { coverImageUrl }),
        ...(page && productIds ? { productIds, products: inOrder(page.products, productIds) } : {}),
        ...(page && lookIds ? { lookIds, looks: inOrder(page.looks, lookIds) } : {}),
      });
    },
    onSuccess: (queryClient, collection) => {
      queryClient.setQueryData(collectionKeys.detail(id), collection);
      writeCollection(queryClient, id, collection);
    },
  });
}

function inOrder<T extends { id: string }>(items: T[], ids: string[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((itemId) => byId.get(itemId) ?? []);
}

/** Creates a collection and puts it at the top of its owner's list (docs/product.md §14). */
export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCollectionBody) => api.collections.create(body),
    onSuccess: (collection) => {
      queryClient.setQueryData(collectionKeys.detail(collection.id), collection);
      queryClient.setQueryData<UserCollections>(collectionKeys.ofUser(collection.ownerId), (lists) =>
        lists ? { ...lists, collections: [cardFromCollection(collection), ...lists.collections] } : lists,
      );
    },
  });
}

/** Archiving and deleting leave the collection page, so they simply refresh the lists afterwards. */
export function useArchiveCollection(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.collections.archive(id),
    onSuccess: (collection) => {
      queryClient.setQueryData(collectionKeys.detail(id), collection);
      return queryClient.invalidateQueries({ queryKey: collectionKeys.lists });
    },
  });
}

export function useDeleteCollection(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.collections.delete(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: collectionKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: collectionKeys.lists });
    },
  });
}

/** Restores an archived collection, taking it off the archive list at once. */
export function useUnarchiveCollection() {
  return useOptimisticMutation({
    mutationFn: (id: string) => api.collections.unarchive(id),
    apply: (queryClient, id) =>
      queryClient.setQueryData<ArchivedCollections>(collectionKeys.archived, (archived) =>
        archived ? { collections: archived.collections.filter((card) => card.id !== id) } : archived,
      ),
    onSuccess: (queryClient, collection) => {
      queryClient.setQueryData(collectionKeys.detail(collection.id), collection);
      void queryClient.invalidateQueries({ queryKey: [...collectionKeys.lists, 'user'] });
    },
  });
}
