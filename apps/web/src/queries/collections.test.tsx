import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@stylebook/contracts';
import type { Collection, CollectionCard, Product, UserCollections, UserProfile } from '@stylebook/contracts';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../components/ui/toast';
import { api } from '../lib/api';
import {
  useArchiveCollection,
  useCreateCollection,
  useDeleteCollection,
  useToggleCollectionProduct,
  useToggleCollectionSave,
  useUpdateCollection,
} from './collections';
import { collectionKeys, productKeys, profileKeys } from './keys';

vi.mock('../lib/api', () => ({
  api: {
    collections: {
      addProduct: vi.fn(),
      removeProduct: vi.fn(),
      save: vi.fn(),
      unsave: vi.fn(),
      update: vi.fn(),
      create: vi.fn(),
      archive: vi.fn(),
      delete: vi.fn(),
    },
  },
}));

const owner = { id: 'u1', username: 'amara', name: 'Amara', avatarUrl: null, role: 'STYLIST' } as const;
const product = { id: 'p1', brand: 'Toteme', images: [], collections: [] } as unknown as Product;
const card: CollectionCard = {
  id: 'c1',
  ownerId: 'u1',
  owner,
  name: 'Autumn',
  coverImageUrl: null,
  isPrivate: true,
  isPaidSubscriberOnly: false,
  productCount: 2,
  previewImageUrls: [],
};
const collection = {
  ...card,
  isSaved: false,
  isArchived: false,
  locked: false,
  productIds: ['p2', 'p3'],
  lookIds: [],
  products: [
    { id: 'p2', images: [] },
    { id: 'p3', images: [] },
  ],
  looks: [],
} as unknown as Collection;

function refused() {
  return new ApiError(500, 'Server is down');
}

/** A reply the test fails when it chooses, so the optimistic state can be seen first. */
function failLater() {
  let fail: () => void = () => undefined;
  const promise = new Promise<never>((_resolve, reject) => {
    fail = () => reject(refused());
  });
  return { promise, fail };
}

/** A person's own profile as the server sends it, the sections split from their lists. */
function ownProfile(id: string, { collections, saved }: UserCollections): UserProfile {
  return {
    id,
    isMe: true,
    publicCollections: collections.filter(({ isPrivate }) => !isPrivate),
    privateAndSavedCollections: [...collections.filter(({ isPrivate }) => isPrivate), ...saved],
  } as UserProfile;
}

const sections = (profile: UserProfile | undefined) => ({
  public: profile?.publicCollections.map(({ name }) => name),
  privateAndSaved: profile?.privateAndSavedCollections.map(({ name }) => name),
});

/** u2's own private collection: "Private and saved" lists it before the ones u2 saved. */
const savers: CollectionCard = { ...card, id: 'c9', ownerId: 'u2', name: 'Mine' };

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData(profileKeys.detail('u1'), ownProfile('u1', { collections: [card], saved: [] }));
  queryClient.setQueryData(profileKeys.detail('u2'), ownProfile('u2', { collections: [savers], saved: [] }));
  queryClient.setQueryData(productKeys.detail('p1'), product);
  queryClient.setQueryData(collectionKeys.detail('c1'), collection);
  queryClient.setQueryData<UserCollections>(collectionKeys.ofUser('u1'), { collections: [card], saved: [] });
  queryClient.setQueryData<UserCollections>(collectionKeys.ofUser('u2'), { collections: [], saved: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('collection optimistic updates', () => {
  beforeEach(() => vi.resetAllMocks());

  it('files a product at once in every cached copy and keeps what the server answers', async () => {
    vi.mocked(api.collections.addProduct).mockResolvedValue({
      productIds: ['p2', 'p3', 'p1'],
      lookIds: [],
      productCount: 3,
    });
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useToggleCollectionProduct(), { wrapper });

    act(() => result.current.mutate({ collection: card, product, add: true }));

    await waitFor(() =>
      expect(queryClient.getQueryData<Product>(productKeys.detail('p1'))?.collections).toEqual([
        { id: 'c1', name: 'Autumn' },
      ]),
    );
    expect(
      queryClient.getQueryData<UserCollections>(collectionKeys.ofUser('u1'))?.collections[0]?.productCount,
    ).toBe(3);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData<Collection>(collectionKeys.detail('c1'))?.productIds).toEqual([
      'p2',
      'p3',
      'p1',
    ]);
  });

  it('rolls every copy back and says why when the server refuses to file the product', async () => {
    vi.mocked(api.collections.addProduct).mockRejectedValue(refused());
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useToggleCollectionProduct(), { wrapper });

    act(() => result.current.mutate({ collection: card, product, add: true }));

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryClient.getQueryData(productKeys.detail('p1'))).toEqual(product);
    expect(queryClient.getQueryData(collectionKeys.detail('c1'))).toEqual(collection);
    expect(queryClient.getQueryData<UserCollections>(collectionKeys.ofUser('u1'))?.collections).toEqual([
      card,
    ]);
    expect(await screen.findByText('Server is down')).toBeTruthy();
  });

  it('rolls back a save of someone else’s collection, in the page and the saver’s list', async () => {
    const reply = failLater();
    vi.mocked(api.collections.save).mockReturnValue(reply.promise);
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useToggleCollectionSave('u2'), { wrapper });

    act(() => result.current.mutate({ collection, save: true }));
    await waitFor(() =>
      expect(queryClient.getQueryData<UserCollections>(collectionKeys.ofUser('u2'))?.saved).toHaveLength(1),
    );
    expect(queryClient.getQueryData<Collection>(collectionKeys.detail('c1'))?.isSaved).toBe(true);

    act(() => reply.fail());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryClient.getQueryData<Collection>(collectionKeys.detail('c1'))?.isSaved).toBe(false);
    expect(queryClient.getQueryData<UserCollections>(collectionKeys.ofUser('u2'))?.saved).toEqual([]);
    expect(sections(queryClient.getQueryData<UserProfile>(profileKeys.detail('u2')))).toEqual({
      public: [],
      privateAndSaved: ['Mine'],
    });
  });

  it('reorders at once and puts the old order back when the update fails', async () => {
    const reply = failLater();
    vi.mocked(api.collections.update).mockReturnValue(reply.promise);
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useUpdateCollection('c1'), { wrapper });
    const order = () =>
      queryClient.getQueryData<Collection>(collectionKeys.detail('c1'))?.products.map(({ id }) => id);

    act(() => result.current.mutate({ productIds: ['p3', 'p2'], name: 'Winter' }));
    await waitFor(() => expect(order()).toEqual(['p3', 'p2']));
    expect(queryClient.getQueryData<UserCollections>(collectionKeys.ofUser('u1'))?.collections[0]?.name).toBe(
      'Winter',
    );

    act(() => reply.fail());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(order()).toEqual(['p2', 'p3']);
    expect(queryClient.getQueryData<UserCollections>(collectionKeys.ofUser('u1'))?.collections[0]?.name).toBe(
      'Autumn',
    );
  });
});

describe('own profile after a collection change (docs/product.md §12)', () => {
  beforeEach(() => vi.resetAllMocks());

  const shownTo = (queryClient: QueryClient, id: string) =>
    sections(queryClient.getQueryData<UserProfile>(profileKeys.detail(id)));

  it('adds a saved collection to the saver’s "Private and saved" at once, and unsaving takes it out', async () => {
    vi.mocked(api.collections.save).mockResolvedValue({ isSaved: true });
    vi.mocked(api.collections.unsave).mockResolvedValue({ isSaved: false });
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useToggleCollectionSave('u2'), { wrapper });

    act(() => result.current.mutate({ collection, save: true }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(shownTo(queryClient, 'u2')).toEqual({ public: [], privateAndSaved: ['Mine', 'Autumn'] });

    act(() => result.current.mutate({ collection: { ...collection, isSaved: true }, save: false }));
    await waitFor(() => expect(api.collections.unsave).toHaveBeenCalled());
    await waitFor(() =>
      expect(shownTo(queryClient, 'u2')).toEqual({ public: [], privateAndSaved: ['Mine'] }),
    );
    expect(shownTo(queryClient, 'u1')).toEqual({ public: [], privateAndSaved: ['Autumn'] });
  });

  it('puts a new collection at the top of its section of the owner’s profile', async () => {
    const created = { ...collection, id: 'c2', name: 'Resort', isPrivate: false };
    vi.mocked(api.collections.create).mockResolvedValue(created);
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useCreateCollection(), { wrapper });

    act(() => result.current.mutate({ name: 'Resort', isPrivate: false }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(shownTo(queryClient, 'u1')).toEqual({ public: ['Resort'], privateAndSaved: ['Autumn'] });
    expect(queryClient.getQueryState(profileKeys.detail('u1'))?.isInvalidated).toBe(true);
  });

  it('renames a collection on the owner’s profile, and moves it to Public when made public', async () => {
    vi.mocked(api.collections.update).mockResolvedValue({ ...collection, name: 'Winter', isPrivate: false });
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useUpdateCollection('c1'), { wrapper });

    act(() => result.current.mutate({ name: 'Winter', isPrivate: false }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(shownTo(queryClient, 'u1')).toEqual({ public: ['Winter'], privateAndSaved: [] });
  });

  it('fetches the owner’s profile again after an archive or a delete', async () => {
    vi.mocked(api.collections.archive).mockResolvedValue({ ...collection, isArchived: true });
    vi.mocked(api.collections.delete).mockResolvedValue(undefined);
    for (const useChange of [useArchiveCollection, useDeleteCollection]) {
      const { queryClient, wrapper } = setup();
      const { result } = renderHook(() => useChange('c1'), { wrapper });

      act(() => result.current.mutate());
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      expect(queryClient.getQueryState(profileKeys.detail('u1'))?.isInvalidated).toBe(true);
    }
  });
});
