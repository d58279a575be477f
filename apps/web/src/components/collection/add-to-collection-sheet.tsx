import { useQuery } from '@tanstack/react-query';
import type { CollectionCard, CurrentUser, ProductAppearance } from '@stylebook/contracts';
import { clsx } from 'clsx';
import { Check, ImageOff, Images, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { useCurrentUser } from '../../auth/auth-provider';
import { lookQueryOptions } from '../../queries/looks';
import { productQueryOptions } from '../../queries/products';
import {
  useToggleCollectionLook,
  useToggleCollectionProduct,
  userCollectionsQueryOptions,
} from '../../queries/collections';
import { buttonClasses } from '../ui/button';
import { Sheet } from '../ui/sheet';
import { NewCollectionSheet } from './new-collection-sheet';
import {
  productCountLabel,
  truncateName,
  useCardLock,
  VISIBILITY_LABELS,
  visibilityOf,
} from '@stylebook/client';

/** What the sheet files: a product or a look (docs/product.md §14). */
export type FileableItem = { kind: 'product'; id: string } | { kind: 'look'; id: string };

interface AddToCollectionSheetProps {
  item: FileableItem;
  open: boolean;
  /** Done, the close icon or a drag down. */
  onClose: () => void;
}

/**
 * The add-to-collection sheet (docs/product.md §14): files one product (or look) into the signed-in person's
 * collections.
 */
export function AddToCollectionSheet({ item, open, onClose }: AddToCollectionSheetProps) {
  const auth = useCurrentUser();
  return (
    <Sheet
      open={open}
      onOpenChange={(next) => next || onClose()}
      footer={
        <button
          type="button"
          onClick={onClose}
          className={buttonClasses({ size: 'lg', className: 'w-full' })}
        >
          Done
        </button>
      }
    >
      {auth.user && <AddToCollectionBody item={item} user={auth.user} />}
    </Sheet>
  );
}

/** What the summary shows of the item, the collections it is in, and how to file it. */
interface Fileable {
  summary: { imageUrl: string | undefined; kicker: string; line: string | null };
  collections: ProductAppearance[];
  toggle: (collection: Pick<CollectionCard, 'id' | 'name'>, add: boolean) => void;
}

function useFileable(item: FileableItem): Fileable | undefined {
  const { data: product } = useQuery({
    ...productQueryOptions(item.id),
    enabled: item.kind === 'product',
  });
  const { data: look } = useQuery({ ...lookQueryOptions(item.id), enabled: item.kind === 'look' });
  const toggleProduct = useToggleCollectionProduct();
  const toggleLook = useToggleCollectionLook();
  if (item.kind === 'product' && product) {
    return {
      summary: { imageUrl: product.images[0]?.url, kicker: product.brand, line: product.description },
      collections: product.collections,
      toggle: (collection, add) => toggleProduct.mutate({ collection, product, add }),
    };
  }
  if (item.kind === 'look' && look) {
    return {
      summary: { imageUrl: look.coverImageUrl ?? undefined, kicker: 'Look', line: look.title },
      collections: look.collections,
      toggle: (collection, add) => toggleLook.mutate({ collection, look, add }),
    };
  }
  return undefined;
}

function AddToCollectionBody({ item, user }: { item: FileableItem; user: CurrentUser }) {
  const fileable = useFileable(item);
  const { data: lists, isPending } = useQuery(userCollectionsQueryOptions(user.id));
  const cardLock = useCardLock();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);

  const collections = lists?.collections ?? [];
  const memberOf = new Set(fileable?.collections.map(({ id }) => id));
  const query = search.trim().toLowerCase();
  const shown = query ? collections.filter(({ name }) => name.toLowerCase().includes(query)) : collections;

  function file(collection: Pick<CollectionCard, 'id' | 'name'>, add: boolean) {
    if (!fileable || cardLock.isLocked(collection.id)) return;
    cardLock.lock(collection.id);
    fileable.toggle(collection, add);
  }

  return (
    <div className="flex flex-col gap-4 pt-1">
      {fileable && <ItemSummary fileable={fileable} collections={collections} />}
      <label className="relative block">
        <span className="sr-only">Search collections</span>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-subtle"
        />
        <input
          type="search"
          placeholder="Search collections"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="h-11 w-full rounded-full border border-line bg-canvas pr-4 pl-10 text-ink placeholder:text-ink-subtle focus:border-ink focus:outline-none"
        />
      </label>
      <ul className="flex flex-col gap-1">
        <li>
          <button
            type="button"
            onClick={() => setCreating(true)}
            className="flex w-full items-center gap-3 rounded-xl p-2 text-left hover:bg-sand"
          >
            <span className="flex size-14 shrink-0 items-center justify-center rounded-xl border border-dashed border-line text-ink">
              <Plus aria-hidden className="size-5" />
            </span>
            <span className="text-[15px] font-semibold">New collection</span>
          </button>
        </li>
        {shown.map((collection) => {
          const isMember = memberOf.has(collection.id);
          return (
            <li key={collection.id}>
              <button
                type="button"
                aria-pressed={isMember}
                disabled={!fileable}
                onClick={() => file(collection, !isMember)}
                className="flex w-full items-center gap-3 rounded-xl p-2 text-left hover:bg-sand"
              >
                <CollectionThumb collection={collection} />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-[15px] font-semibold">{collection.name}</span>
                  <span className="text-[13px] text-ink-muted">
                    {user.role === 'STYLIST'
                      ? VISIBILITY_LABELS[visibilityOf(collection)]
                      : productCountLabel(collection.productCount)}
                  </span>
                </span>
                <span
                  className={clsx(
                    'flex size-6 shrink-0 items-center justify-center rounded-full border',
                    isMember ? 'border-ink bg-ink text-canvas' : 'border-line text-transparent',
                  )}
                >
                  <Check aria-hidden className="size-3.5" strokeWidth={3} />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {isPending && <p className="text-center text-sm text-ink-muted">Loading collections…</p>}
      <NewCollectionSheet
        nested
        open={creating}
        onOpenChange={setCreating}
        onCreated={(collection) => {
          setCreating(false);
          file(collection, true);
        }}
      />
    </div>
  );
}

/** The item, and which of the person's collections it was last filed into (name cut at 20 characters). */
function ItemSummary({ fileable, collections }: { fileable: Fileable; collections: CollectionCard[] }) {
  const own = new Set(collections.map(({ id }) => id));
  const filedInto = fileable.collections.filter(({ id }) => own.has(id)).at(-1);
  const { imageUrl, kicker, line } = fileable.summary;
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-sand/60 p-2.5">
      {imageUrl ? (
        <img src={imageUrl} alt="" className="size-14 shrink-0 rounded-xl object-cover" />
      ) : (
        <span className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-sand text-ink-subtle">
          <ImageOff aria-hidden className="size-5" />
        </span>
      )}
      <span className="flex min-w-0 flex-col">
        <span className="truncate text-[11px] font-bold tracking-[0.09em] uppercase">{kicker}</span>
        {line && <span className="truncate text-sm text-ink-muted">{line}</span>}
        {filedInto && (
          <span className="text-[13px] text-ink" title={filedInto.name}>
            Saved to {truncateName(filedInto.name)}
          </span>
        )}
      </span>
    </div>
  );
}

/** Paid-subscriber-only collections show a blurred cover (docs/product.md §14). */
function CollectionThumb({ collection }: { collection: CollectionCard }) {
  const cover = collection.coverImageUrl ?? collection.previewImageUrls[0];
  if (!cover) {
    return (
      <span className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-sand text-ink-subtle">
        <Images aria-hidden className="size-5" />
      </span>
    );
  }
  return (
    <span className="size-14 shrink-0 overflow-hidden rounded-xl bg-sand">
      <img
        src={cover}
        alt=""
        className={clsx('size-full object-cover', collection.isPaidSubscriberOnly && 'scale-110 blur-md')}
      />
    </span>
  );
}
