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
  UserProfile,
} from '@stylebook/contracts';
import { useToast } from '../components/ui/toast';
import { api } from '../lib/api';
import { formErrorMessage } from '../lib/form-error';
import { featuredKeys } from './featured';
import { collectionKeys, lookKeys, productKeys, profileKeys } from './keys';
import { writePagedItem } from './paged-lists';
import { STALE_TIME } from './stale-time';

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

/** What of a change a list card shows. */
function cardPatch(patch: CollectionPatch): Partial<CollectionCard> {
  const { name, isPrivate, isPaidSubscriberOnly, coverImageUrl, productCount } = patch;
  const fields = { name, isPrivate, isPaidSubscriberOnly, coverImageUrl, productCount };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

function patchCards(cards: CollectionCard[], id: string, patch: Partial<CollectionCard>): CollectionCard[] {
  return cards.map((card) => (card.id === id ? { ...card, ...patch } : card));
}

/** A profile's collection sections as the two lists the server makes them from (`toUserProfile`). */
function listsOfProfile(profile: UserProfile): UserCollections {
  const owned = (card: CollectionCard) => card.ownerId === profile.id;
  return {
    collections: [...profile.publicCollections, ...profile.privateAndSavedCollections.filter(owned)],
    saved: profile.privateAndSavedCollections.filter((card) => !owned(card)),
  };
}

/** Splits the lists into a profile's sections as the server does: public; to the person, private then saved. */
function withLists(profile: UserProfile, { collections, saved }: UserCollections): UserProfile {
  return {
    ...profile,
    publicCollections: collections.filter(({ isPrivate }) => !isPrivate),
    privateAndSavedCollections: profile.isMe
      ? [...collections.filter(({ isPrivate }) => isPrivate), ...saved]
      : [],
  };
}

/**
 * One edit of a person's lists (of everyone's when `userId` is undefined), made wherever they are cached:
 * the lists themselves and the collection sections of the profile, which a change of privacy moves between.
 */
function editLists(
  queryClient: QueryClient,
  userId: string | undefined,
  edit: (lists: UserCollections) => UserCollections,
) {
  const lists = userId === undefined ? collectionKeys.ofUsers : collectionKeys.ofUser(userId);
  const profiles = userId === undefined ? profileKeys.details : profileKeys.detail(userId);
  queryClient.setQueriesData<UserCollections>({ queryKey: lists }, (cached) => cached && edit(cached));
  queryClient.setQueriesData<UserProfile>(
    { queryKey: profiles },
    (profile) => profile && withLists(profile, edit(listsOfProfile(profile))),
  );
}

/**
 * The overlay (docs/product.md §12): writes a change of one collection into every cached copy of it — its
 * page, every person's lists and profile sections, the archive, the featured feed. Optimistic updates and
 * server replies both go through here.
 */
export function writeCollection(queryClient: QueryClient, id: string, patch: CollectionPatch) {
  queryClient.setQueryData<Collection>(collectionKeys.detail(id), (collection) =>
    collection ? { ...collection, ...patch } : collection,
  );
  const card = cardPatch(patch);
  editLists(queryClient, undefined, ({ collections, saved }) => ({
    collections: patchCards(collections, id, card),
    saved: patchCards(saved, id, card),
  }));
  queryClient.setQueryData<ArchivedCollections>(collectionKeys.archived, (archived) =>
    archived ? { collections: patchCards(archived.collections, id, card) } : archived,
  );
  writePagedItem<CollectionCard>(queryClient, featuredKeys.allCollections, id, card);
}

/**
 * After a collection changed on the server: every list and profile section that may hold it is fetched
 * again (at once if on screen, else when next shown), for what the overlay cannot work out (a place in a
 * list, preview images, a collection archived, deleted or brought back). docs/product.md §12.
 */
export function collectionChanged(queryClient: QueryClient) {
  return Promise.all(
    [collectionKeys.lists, profileKeys.details].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** An archived or deleted collection leaves the featured feed's loaded pages, and every list (above). */
function collectionGone(queryClient: QueryClient, id: string) {
  writePagedItem<CollectionCard>(queryClient, featuredKeys.allCollections, id, null);
  return collectionChanged(queryClient);
}

/** The groups an optimistic collection change may touch; a failure puts all of them back as they were. */
const TOUCHED_GROUPS: QueryKey[] = [
  collectionKeys.details,
  collectionKeys.lists,
  productKeys.all,
  lookKeys.all,
  profileKeys.details,
];

/** Marks the optimistic collection changes, so only the last of several running refreshes the lists. */
const COLLECTION_CHANGE: QueryKey = ['collection-change'];

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
    mutationKey: COLLECTION_CHANGE,
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
    // A refetch while another change is still out would show the list without that change for a moment.
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: COLLECTION_CHANGE }) === 1)
        void collectionChanged(queryClient);
    },
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
  const lists = queryClient.getQueriesData<UserCollections>({ queryKey: collectionKeys.ofUsers });
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

/** The card a list shows for a look page: what a new or newly filed look looks like in a list. */
export function lookCardOf(look: Look): LookCard {
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
 * person's saved list, and so from their profile's "Private and saved".
 */
export function useToggleCollectionSave(viewerId: string) {
  return useOptimisticMutation({
    mutationFn: ({ collection, save }: { collection: Collection; save: boolean }) =>
      save ? api.collections.save(collection.id) : api.collections.unsave(collection.id),
    apply: (queryClient, { collection, save }) => {
      writeCollection(queryClient, collection.id, { isSaved: save });
      editLists(queryClient, viewerId, (lists) => {
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

/**
 * Creates a collection and puts it at the top of its owner's list and profile section
 * (docs/product.md §14).
 */
export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCollectionBody) => api.collections.create(body),
    onSuccess: (collection) => {
      queryClient.setQueryData(collectionKeys.detail(collection.id), collection);
      editLists(queryClient, collection.ownerId, (lists) => ({
        ...lists,
        collections: [cardFromCollection(collection), ...lists.collections],
      }));
      void collectionChanged(queryClient);
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
      return collectionGone(queryClient, id);
    },
  });
}

export function useDeleteCollection(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.collections.delete(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: collectionKeys.detail(id) });
      return collectionGone(queryClient, id);
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
    onSuccess: (queryClient, collection) =>
      queryClient.setQueryData(collectionKeys.detail(collection.id), collection),
  });
}
