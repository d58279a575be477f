import { mediaVariant } from '@stylebook/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CollectionCard, ProductCard } from '@stylebook/contracts';
import { clsx } from 'clsx';
import { Check, ChevronRight, ImageOff, Link2 } from 'lucide-react';
import { useState } from 'react';
import { formErrorMessage } from '../../lib/form-error';
import { useOnVisible } from '../../lib/use-on-visible';
import { collectionQueryOptions, userCollectionsQueryOptions } from '../../queries/collections';
import { profileProductsQueryOptions } from '../../queries/profile';
import { Alert } from '../ui/alert';
import { buttonClasses } from '../ui/button';
import { Sheet } from '../ui/sheet';
import { ProductLines } from './product-lines';

interface ProductPickerSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  pickedIds: ReadonlySet<string>;
  onToggle: (product: ProductCard) => void;
  /** Offers 'Paste a store link', which starts the add-product flow for a product not saved yet. */
  onPasteLink?: () => void;
}

type Source = 'products' | 'collections';

/**
 * Picks products the person already has, for a look or a collection: from all their products, or from
 * one of their (or their saved) collections; a new one comes from a store link.
 */
export function ProductPickerSheet({
  open,
  onOpenChange,
  userId,
  pickedIds,
  onToggle,
  onPasteLink,
}: ProductPickerSheetProps) {
  const [source, setSource] = useState<Source>('products');
  const [collection, setCollection] = useState<CollectionCard | null>(null);

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={collection?.name ?? 'Add products'}
      onBack={collection ? () => setCollection(null) : undefined}
      footer={
        <button
          type="button"
          onClick={() => onOpenChange(false)}
          className={buttonClasses({ size: 'lg', className: 'w-full' })}
        >
          Done
        </button>
      }
    >
      {collection ? (
        <CollectionProducts collectionId={collection.id} pickedIds={pickedIds} onToggle={onToggle} />
      ) : (
        <div className="flex flex-col gap-4">
          {onPasteLink && (
            <button
              type="button"
              onClick={onPasteLink}
              className="flex w-full items-center gap-3 rounded-xl border border-dashed border-line px-3 py-3 text-left hover:bg-sand"
            >
              <Link2 aria-hidden className="size-5 shrink-0" />
              <span className="flex flex-col">
                <span className="text-[15px] font-semibold">Paste a store link</span>
                <span className="text-xs text-ink-muted">Add a product you have not saved yet</span>
              </span>
            </button>
          )}
          <div role="tablist" aria-label="Pick from" className="flex gap-2">
            {(
              [
                ['products', 'Your products'],
                ['collections', 'Collections'],
              ] as const
            ).map(([value, label]) => (
              <button
                key={value}
                type="button"
                role="tab"
                aria-selected={source === value}
                onClick={() => setSource(value)}
                className={clsx(
                  'h-11 rounded-full px-4 text-sm font-semibold transition',
                  source === value ? 'bg-ink text-canvas' : 'bg-sand text-ink hover:bg-line',
                )}
              >
                {label}
              </button>
            ))}
          </div>
          {source === 'products' ? (
            <OwnProducts userId={userId} pickedIds={pickedIds} onToggle={onToggle} />
          ) : (
            <CollectionList userId={userId} onChoose={setCollection} />
          )}
        </div>
      )}
    </Sheet>
  );
}

function CollectionList({
  userId,
  onChoose,
}: {
  userId: string;
  onChoose: (collection: CollectionCard) => void;
}) {
  const { data, error, isPending } = useQuery(userCollectionsQueryOptions(userId));
  if (isPending) return <p className="py-6 text-center text-sm text-ink-muted">Loading collections...</p>;
  if (error) return <Alert tone="error">{formErrorMessage(error)}</Alert>;
  const groups = [
    { title: 'Your collections', collections: data.collections },
    { title: 'Saved collections', collections: data.saved },
  ].filter((group) => group.collections.length > 0);
  if (groups.length === 0) {
    return (
      <p className="py-6 text-center text-sm text-ink-muted">
        Save products to a collection first, then pick them for your look here.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      {groups.map((group) => (
        <section key={group.title}>
          <h3 className="text-xs font-bold tracking-[0.09em] text-ink-muted uppercase">{group.title}</h3>
          <ul className="mt-2 flex flex-col">
            {group.collections.map((collection) => (
              <li key={collection.id}>
                <button
                  type="button"
                  onClick={() => onChoose(collection)}
                  className="flex w-full items-center gap-3 rounded-xl px-2 py-2 text-left hover:bg-sand"
                >
                  <Thumbnail url={collection.coverImageUrl ?? collection.previewImageUrls[0] ?? null} />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate text-[15px] font-medium">{collection.name}</span>
                    <span className="text-xs text-ink-muted">
                      {collection.productCount === 1 ? '1 product' : `${collection.productCount} products`}
                    </span>
                  </span>
                  <ChevronRight aria-hidden className="size-4 text-ink-muted" />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function CollectionProducts({
  collectionId,
  pickedIds,
  onToggle,
}: {
  collectionId: string;
  pickedIds: ReadonlySet<string>;
  onToggle: (product: ProductCard) => void;
}) {
  const { data, error, isPending } = useQuery(collectionQueryOptions(collectionId));
  if (isPending) return <p className="py-6 text-center text-sm text-ink-muted">Loading products...</p>;
  if (error) return <Alert tone="error">{formErrorMessage(error)}</Alert>;
  if (data.products.length === 0) {
    return <p className="py-6 text-center text-sm text-ink-muted">This collection has no products yet.</p>;
  }
  return <ProductChoices products={data.products} pickedIds={pickedIds} onToggle={onToggle} />;
}

/** All of the person's products, newest first, loading more as the list scrolls. */
function OwnProducts({
  userId,
  pickedIds,
  onToggle,
}: {
  userId: string;
  pickedIds: ReadonlySet<string>;
  onToggle: (product: ProductCard) => void;
}) {
  const { data, error, isPending, hasNextPage, isFetchingNextPage, fetchNextPage } = useInfiniteQuery(
    profileProductsQueryOptions(userId),
  );
  const sentinel = useOnVisible<HTMLDivElement>(
    () => void fetchNextPage(),
    hasNextPage && !isFetchingNextPage,
    '200px',
  );
  if (isPending) return <p className="py-6 text-center text-sm text-ink-muted">Loading products...</p>;
  if (error) return <Alert tone="error">{formErrorMessage(error)}</Alert>;
  const products = data.pages.flatMap((page) => page.items);
  if (products.length === 0) {
    return <p className="py-6 text-center text-sm text-ink-muted">You have not saved any products yet.</p>;
  }
  return (
    <>
      <ProductChoices products={products} pickedIds={pickedIds} onToggle={onToggle} />
      <div ref={sentinel} aria-hidden />
      {isFetchingNextPage && <p className="py-3 text-center text-sm text-ink-muted">Loading more...</p>}
    </>
  );
}

function ProductChoices({
  products,
  pickedIds,
  onToggle,
}: {
  products: ProductCard[];
  pickedIds: ReadonlySet<string>;
  onToggle: (product: ProductCard) => void;
}) {
  return (
    <ul className="flex flex-col">
      {products.map((product) => {
        const picked = pickedIds.has(product.id);
        return (
          <li key={product.id}>
            <button
              type="button"
              aria-pressed={picked}
              onClick={() => onToggle(product)}
              className="flex w-full items-center gap-3 rounded-xl px-2 py-2 text-left hover:bg-sand"
            >
              <Thumbnail url={product.images[0]?.url ?? null} />
              <ProductLines product={product} />
              <span
                aria-hidden
                className={clsx(
                  'flex size-6 shrink-0 items-center justify-center rounded-full border',
                  picked ? 'border-ink bg-ink text-canvas' : 'border-line',
                )}
              >
                {picked && <Check className="size-4" />}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function Thumbnail({ url }: { url: string | null }) {
  return (
    <span className="flex aspect-[4/5] w-12 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-sand text-ink-subtle">
      {url ? (
        <img src={mediaVariant(url, 320)} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <ImageOff aria-hidden className="size-4" strokeWidth={1.5} />
      )}
    </span>
  );
}
