import { productCountLabel } from '@stylebook/client';
import { gridImageSizes, mediaSrcSet, mediaVariant } from '@stylebook/contracts';
import { Link } from '@tanstack/react-router';
import type { CollectionCard } from '@stylebook/contracts';
import { Images, Lock } from 'lucide-react';
import { Avatar } from '../../components/ui/avatar';

const MOSAIC_CELLS = 4;

interface CollectionTileProps {
  collection: CollectionCard;
  eager: boolean;
  /**
   * The viewer may not see inside (a paid-only collection they do not subscribe to): the tile says how to
   * unlock it, as the collection's page does. Featured leaves it unsaid, as its tiles are everyone's.
   */
  locked?: boolean;
}

export function CollectionTile({ collection, eager, locked = false }: CollectionTileProps) {
  return (
    <Link to="/collections/$id" params={{ id: collection.id }} className="group block">
      <div className="relative aspect-square overflow-hidden rounded-2xl bg-sand">
        <CollectionCover collection={collection} eager={eager} />
        {collection.isPaidSubscriberOnly && (
          <span className="absolute top-2 left-2 flex items-center gap-1 rounded-full bg-ink/75 px-2 py-1 text-[11px] font-semibold text-white backdrop-blur-sm">
            <Lock aria-hidden className="size-3" strokeWidth={2.5} />
            Subscribers only
          </span>
        )}
        {locked && (
          <span className="absolute inset-x-2 bottom-2 rounded-full bg-surface/90 px-3 py-1.5 text-center text-[13px] font-semibold text-ink shadow-sm backdrop-blur-sm">
            Subscribe to unlock
          </span>
        )}
      </div>
      <div className="mt-2.5 px-0.5">
        <p className="truncate text-[15px] leading-5 font-semibold text-ink">{collection.name}</p>
        <p className="mt-0.5 text-[13px] text-ink-muted">{productCountLabel(collection.productCount)}</p>
        <p className="mt-1.5 flex items-center gap-1.5 text-xs text-ink-subtle">
          <Avatar url={collection.owner.avatarUrl} size={16} />
          <span className="truncate">@{collection.owner.username}</span>
        </p>
      </div>
    </Link>
  );
}

/**
 * A 2x2 mosaic of the first products, or the cover alone. Paid-subscriber-only collections carry only the
 * server-made placeholder cover (docs/product.md §4), so they always show that.
 */
function CollectionCover({ collection, eager }: CollectionTileProps) {
  const loading = eager ? 'eager' : 'lazy';
  const fetchPriority = eager ? 'high' : undefined;
  const previews = collection.isPaidSubscriberOnly ? [] : collection.previewImageUrls.slice(0, MOSAIC_CELLS);

  if (previews.length >= 2) {
    return (
      <div className="grid size-full grid-cols-2 grid-rows-2 gap-0.5">
        {Array.from({ length: MOSAIC_CELLS }, (_, index) => {
          const url = previews[index];
          return url ? (
            <img
              key={url}
              src={mediaVariant(url, 320)}
              srcSet={mediaSrcSet(url)}
              sizes={gridImageSizes(0.5)}
              alt=""
              loading={loading}
              fetchPriority={fetchPriority}
              decoding="async"
              className="size-full object-cover transition duration-500 ease-out group-hover:scale-[1.03]"
            />
          ) : (
            <span key={`empty-${index}`} className="bg-line/60" />
          );
        })}
      </div>
    );
  }

  const cover = collection.coverImageUrl ?? previews[0];
  if (!cover) {
    return (
      <span className="flex size-full items-center justify-center text-ink-subtle">
        <Images aria-hidden className="size-9" strokeWidth={1.5} />
      </span>
    );
  }
  return (
    <img
      src={mediaVariant(cover, 640)}
      srcSet={mediaSrcSet(cover)}
      sizes={gridImageSizes()}
      alt=""
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      className="size-full object-cover transition duration-500 ease-out group-hover:scale-[1.03]"
    />
  );
}
