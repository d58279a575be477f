import { Link } from '@tanstack/react-router';
import { formatPrice } from '@stylebook/contracts';
import type { ProductCard } from '@stylebook/contracts';
import { ImageOff } from 'lucide-react';
import { Avatar } from '../../components/ui/avatar';

interface ProductTileProps {
  product: ProductCard;
  /** Tiles in the first row load at once: they are what the user sees first. */
  eager: boolean;
}

export function ProductTile({ product, eager }: ProductTileProps) {
  const image = product.images[0]?.url;
  return (
    <Link to="/products/$id" params={{ id: product.id }} className="group block">
      <div className="relative aspect-[4/5] overflow-hidden rounded-2xl bg-sand">
        {image ? (
          <img
            src={image}
            alt={[product.brand, product.description].filter(Boolean).join(' ')}
            loading={eager ? 'eager' : 'lazy'}
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
