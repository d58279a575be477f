import { DndContext, closestCenter } from '@dnd-kit/core';
import { productLabel } from '../../../components/product/product-name';
import type { DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, rectSortingStrategy, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, createFileRoute } from '@tanstack/react-router';
import type { Collection } from '@stylebook/contracts';
import { clsx } from 'clsx';
import { ImageOff, Settings2, X } from 'lucide-react';
import { useCurrentUser } from '../../../auth/auth-provider';
import { requireSignedIn } from '../../../auth/require-signed-in';
import { buttonClasses } from '../../../components/ui/button';
import { useReorderSensors } from '../../../components/ui/reorder-sensors';
import {
  collectionQueryOptions,
  useRemoveCollectionLook,
  useToggleCollectionProduct,
  useUpdateCollection,
} from '../../../queries/collections';
import { productCountLabel } from '@stylebook/client';
import { AddProductsButton } from '../-components/add-products-button';
import { CollectionNotAvailable } from '../-components/collection-not-available';
import { loadCollection } from '../-components/load-collection';

export const Route = createFileRoute('/collections/$id/edit')({
  beforeLoad: requireSignedIn,
  loader: ({ context: { queryClient }, params: { id } }) => loadCollection(queryClient, id),
  notFoundComponent: CollectionNotAvailable,
  component: EditCollectionScreen,
});

function EditCollectionScreen() {
  const { id } = Route.useParams();
  const { data: collection } = useSuspenseQuery(collectionQueryOptions(id));
  const auth = useCurrentUser();

  if (auth.user?.id !== collection.ownerId) return <CollectionNotAvailable />;

  return (
    <div className="px-5 pt-6 pb-12 md:px-10 md:pt-12">
      <header className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm text-ink-muted">Edit collection</p>
          <h1 className="mt-1 truncate font-display text-3xl font-semibold tracking-tight">
            {collection.name}
          </h1>
          <p className="mt-1 text-sm text-ink-muted">{productCountLabel(collection.productCount)}</p>
        </div>
        <Link to="/collections/$id" params={{ id }} className={buttonClasses({ className: 'shrink-0' })}>
          Done
        </Link>
      </header>

      <div className="mt-6 flex flex-wrap gap-3">
        <AddProductsButton collection={collection} className="flex-1 md:flex-none" />
        <Link
          to="/collections/$id/edit-details"
          params={{ id }}
          className={buttonClasses({ variant: 'outline', className: 'flex-1 md:flex-none' })}
        >
          <Settings2 aria-hidden className="size-4" />
          Edit details
        </Link>
      </div>

      <ProductsEditor collection={collection} />
      <LooksEditor collection={collection} />
    </div>
  );
}

/**
 * Drag to reorder, × to take a product out; both show at once and roll back on failure (docs/product.md §12).
 */
function ProductsEditor({ collection }: { collection: Collection }) {
  const updateCollection = useUpdateCollection(collection.id);
  const toggleProduct = useToggleCollectionProduct();

  if (collection.products.length === 0) {
    return <p className="mt-10 text-center text-[15px] text-ink-muted">No products yet.</p>;
  }
  return (
    <section className="mt-8" aria-labelledby="edit-collection-products">
      <h2 id="edit-collection-products" className="text-sm font-semibold">
        Products
      </h2>
      <p className="mt-1 text-[13px] text-ink-muted">Drag to reorder.</p>
      <SortableGrid
        items={collection.products}
        tileShape="portrait"
        describe={(product) => ({
          label: productLabel(product),
          title: product.brand,
          image: product.images[0]?.url,
        })}
        onReorder={(productIds) => updateCollection.mutate({ productIds })}
        onRemove={(product) => toggleProduct.mutate({ collection, product, add: false })}
      />
    </section>
  );
}

function LooksEditor({ collection }: { collection: Collection }) {
  const updateCollection = useUpdateCollection(collection.id);
  const removeLook = useRemoveCollectionLook(collection.id);
  if (collection.looks.length === 0) return null;
  return (
    <section className="mt-8" aria-labelledby="edit-collection-looks">
      <h2 id="edit-collection-looks" className="text-sm font-semibold">
        Looks
      </h2>
      <p className="mt-1 text-[13px] text-ink-muted">Drag to reorder.</p>
      <SortableGrid
        items={collection.looks}
        tileShape="look"
        describe={(look) => ({
          label: look.title,
          title: look.title,
          image: look.coverImageUrl ?? undefined,
        })}
        onReorder={(lookIds) => updateCollection.mutate({ lookIds })}
        onRemove={(look) => removeLook.mutate(look.id)}
      />
    </section>
  );
}

interface TileDescription {
  /** Read out for the drag handle and the remove button. */
  label: string;
  title: string;
  image: string | undefined;
}

const TILE_ASPECT = { portrait: 'aspect-[4/5]', look: 'aspect-[3/4]' } as const;

/** A grid whose tiles reorder by drag (mouse 8px, touch 300ms hold) and come out with ×. */
function SortableGrid<T extends { id: string }>({
  items,
  tileShape,
  describe,
  onReorder,
  onRemove,
}: {
  items: T[];
  tileShape: keyof typeof TILE_ASPECT;
  describe: (item: T) => TileDescription;
  onReorder: (ids: string[]) => void;
  onRemove: (item: T) => void;
}) {
  const sensors = useReorderSensors();

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const ids = items.map(({ id }) => id);
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  }

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items} strategy={rectSortingStrategy}>
        <ul className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-5">
          {items.map((item) => (
            <SortableTile
              key={item.id}
              id={item.id}
              aspect={TILE_ASPECT[tileShape]}
              {...describe(item)}
              onRemove={() => onRemove(item)}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableTile({
  id,
  aspect,
  label,
  title,
  image,
  onRemove,
}: TileDescription & { id: string; aspect: string; onRemove: () => void }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={clsx('relative touch-manipulation', isDragging && 'z-10 opacity-80')}
    >
      <div
        {...attributes}
        {...listeners}
        aria-label={`${label}. Drag to reorder`}
        className={clsx(
          aspect,
          'cursor-grab overflow-hidden rounded-xl bg-sand select-none active:cursor-grabbing',
          isDragging && 'shadow-xl ring-2 ring-ink',
        )}
      >
        {image ? (
          <img src={image} alt="" draggable={false} className="size-full object-cover" />
        ) : (
          <span className="flex size-full items-center justify-center text-ink-subtle">
            <ImageOff aria-hidden className="size-6" />
          </span>
        )}
      </div>
      <p className="mt-1.5 truncate text-[13px] font-semibold">{title}</p>
      <RemoveButton label={`Remove ${label}`} onClick={onRemove} />
    </li>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="absolute top-1.5 right-1.5 flex size-8 items-center justify-center rounded-full bg-ink/75 text-white hover:bg-ink"
    >
      <X aria-hidden className="size-4" />
    </button>
  );
}
