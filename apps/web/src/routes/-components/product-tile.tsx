import { gridImageSizes, mediaSrcSet, mediaVariant } from '@stylebook/contracts';
import { Link } from '@tanstack/react-router';
import { productLabel } from '../../components/product/product-name';
import { formatPrice } from '@stylebook/contracts';
import type { ProductCard } from '@stylebook/contracts';
import { Bookmark, ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '../../components/ui/avatar';

interface ProductTileProps {
  product: ProductCard;
  /** Tiles in the first row load at once: they are what the user sees first. */
  eager: boolean;
  /** Shows a save button over the photo that files the product into a collection. */
  onSave?: (product: ProductCard) => void;
  /** A control in the photo's bottom corner, e.g. the like button of a featured tile. */
  photoAction?: ReactNode;
}

/**
 * The link comes first in the DOM, so Tab reaches the product before its controls (link, Save, Like); the
 * controls are positioned over the photo, so the order on screen stays as drawn.
 */
export function ProductTile({ product, eager, onSave, photoAction }: ProductTileProps) {
  const image = product.images[0]?.url;
  return (
    <div className="relative">
      <ProductTileLink product={product} eager={eager} image={image} />
      {onSave && (
        <button
          type="button"
          onClick={() => onSave(product)}
          aria-label={`Save ${productLabel(product)}`}
          className="absolute top-1.5 right-1.5 z-10 flex size-11 items-center justify-center rounded-full bg-surface/90 text-ink shadow-sm backdrop-blur transition hover:bg-surface"
        >
          <Bookmark aria-hidden className="size-[18px]" strokeWidth={2} />
        </button>
      )}
      {photoAction && (
        // Sized like the photo, so the control sits on its corner whatever the tile's width.
        <div className="pointer-events-none absolute inset-x-0 top-0 z-10 flex aspect-[4/5] items-end justify-end p-1.5">
          <div className="pointer-events-auto">{photoAction}</div>
        </div>
      )}
    </div>
  );
}

function ProductTileLink({ product, eager, image }: ProductTileProps & { image: string | undefined }) {
  return (
    <Link to="/products/$id" params={{ id: product.id }} className="group block">
      <div className="relative aspect-[4/5] overflow-hidden rounded-2xl bg-sand">
        {image ? (
          <img
            src={mediaVariant(image, 640)}
            srcSet={mediaSrcSet(image)}
            sizes={gridImageSizes()}
            alt={productLabel(product)}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
            className="size-full object-cover transition duration-500 ease-out group-hover:scale-[1.03]"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-ink-subtle">
            <ImageOff aria-hidden className="size-8" strokeWidth={1.5} />
          </span>
        )}
      </div>
      <div className="mt-2.5 px-0.5">
        <p className="truncate text-[11px] font-bold tracking-[0.09em] text-ink uppercase">{product.brand}</p>
        {product.description && (
          <p className="mt-0.5 truncate text-[13px] leading-5 text-ink-muted">{product.description}</p>
        )}
        <p className="mt-0.5 text-[13px] font-semibold text-ink">
          {formatPrice(product.price, product.currency)}
        </p>
        <p className="mt-1.5 flex items-center gap-1.5 text-xs text-ink-subtle">
          <Avatar url={product.owner.avatarUrl} size={16} />
          <span className="truncate">@{product.owner.username}</span>
        </p>
      </div>
    </Link>
  );
}
