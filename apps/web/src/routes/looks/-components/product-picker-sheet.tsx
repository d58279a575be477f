import { useQuery } from '@tanstack/react-query';
import { formatPrice } from '@stylebook/contracts';
import type { CollectionCard, ProductCard } from '@stylebook/contracts';
import { clsx } from 'clsx';
import { Check, ChevronRight, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import { formErrorMessage } from '../../../lib/form-error';
import { mediaVariant } from '../../../media/variants';
import { collectionQueryOptions, userCollectionsQueryOptions } from '../../../queries/collections';
import { productName } from './look-photo';

interface ProductPickerSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  pickedIds: ReadonlySet<string>;
  onToggle: (product: ProductCard) => void;
}

/** Picks a look's products from the person's collections: first a collection, then its products. */
export function ProductPickerSheet({
  open,
  onOpenChange,
  userId,
  pickedIds,
  onToggle,
}: ProductPickerSheetProps) {
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
        <CollectionList userId={userId} onChoose={setCollection} />
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
  return (
    <ul className="flex flex-col">
      {data.products.map((product) => {
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
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-[11px] font-bold tracking-[0.09em] uppercase">
                  {product.brand}
                </span>
                <span className="truncate text-[13px] text-ink-muted">{productName(product)}</span>
                <span className="text-[13px] font-semibold">
                  {formatPrice(product.price, product.currency)}
                </span>
              </span>
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
