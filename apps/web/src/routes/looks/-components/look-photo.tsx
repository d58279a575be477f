import { mediaSrcSet, mediaVariant, HALF_PAGE_IMAGE_SIZES } from '@stylebook/contracts';
import { Link } from '@tanstack/react-router';
import { formatPrice } from '@stylebook/contracts';
import type { Look, ProductCard } from '@stylebook/contracts';
import { productName } from '../../../components/product/product-name';
import { clsx } from 'clsx';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import type { ComponentProps } from 'react';
import { pinNumbers } from './look-form';

/** The cover fills the phone's width, and about half the content column from md up. */

/** A look's portrait cover (3:4, docs/product.md §7); empty when the look has none. */
export function CoverImage({ url, alt }: { url: string | null; alt: string }) {
  if (!url) {
    return (
      <span className="flex size-full items-center justify-center text-ink-subtle">
        <ImageOff aria-hidden className="size-10" strokeWidth={1.5} />
      </span>
    );
  }
  return (
    <img
      src={mediaVariant(url, 1280)}
      srcSet={mediaSrcSet(url)}
      sizes={HALF_PAGE_IMAGE_SIZES}
      alt={alt}
      fetchPriority="high"
      decoding="async"
      draggable={false}
      className="size-full object-cover select-none"
    />
  );
}

/** A numbered pin on the cover, centred on its position. */
export function PinMarker({
  number,
  x,
  y,
  active,
  className,
  style,
  ...button
}: { number: number; x: number; y: number; active: boolean } & ComponentProps<'button'>) {
  return (
    <button
      type="button"
      style={{ ...style, left: `${x * 100}%`, top: `${y * 100}%` }}
      className={clsx(
        'absolute flex size-8 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 text-xs font-bold shadow-lg transition',
        active ? 'scale-110 border-surface bg-ink text-canvas' : 'border-ink/10 bg-surface/95 text-ink',
        className,
      )}
      {...button}
    >
      {number}
    </button>
  );
}

/** The cover with its products pinned on it; a pin opens a small card of its product. */
export function LookPhoto({ look }: { look: Look }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const pins = pinNumbers(look.products);
  const open = pins.find(({ item }) => item.product.id === openId);

  return (
    <div
      className="relative aspect-[3/4] w-full overflow-hidden bg-sand md:rounded-3xl"
      onClick={() => setOpenId(null)}
    >
      <CoverImage url={look.coverImageUrl} alt={look.title} />
      {pins.map(({ item, number, x, y }) => (
        <PinMarker
          key={item.product.id}
          number={number}
          x={x}
          y={y}
          active={item.product.id === openId}
          aria-label={`Product ${number}: ${item.product.brand}`}
          aria-expanded={item.product.id === openId}
          onClick={(event) => {
            event.stopPropagation();
            setOpenId((current) => (current === item.product.id ? null : item.product.id));
          }}
        />
      ))}
      {open && <PinCard product={open.item.product} x={open.x} y={open.y} />}
    </div>
  );
}

/** Kept inside the cover: it opens below a pin in the upper part, above one in the lower part. */
function PinCard({ product, x, y }: { product: ProductCard; x: number; y: number }) {
  const image = product.images[0]?.url;
  return (
    <div
      role="dialog"
      aria-label={productName(product)}
      onClick={(event) => event.stopPropagation()}
      style={{
        left: `clamp(0.75rem, calc(${x * 100}% - 7.5rem), calc(100% - 15.75rem))`,
        ...(y < 0.6
          ? { top: `calc(${y * 100}% + 1.25rem)` }
          : { bottom: `calc(${(1 - y) * 100}% + 1.25rem)` }),
      }}
      className="absolute z-10 flex w-60 gap-3 rounded-2xl bg-surface p-2.5 shadow-xl"
    >
      <span className="aspect-[4/5] w-14 shrink-0 overflow-hidden rounded-lg bg-sand">
        {image && <img src={mediaVariant(image, 320)} alt="" className="size-full object-cover" />}
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="truncate text-[11px] font-bold tracking-[0.09em] uppercase">{product.brand}</span>
        <span className="truncate text-[13px] text-ink-muted">{productName(product)}</span>
        <span className="text-[13px] font-semibold">{formatPrice(product.price, product.currency)}</span>
        <Link
          to="/products/$id"
          params={{ id: product.id }}
          className="mt-1 text-[13px] font-semibold underline underline-offset-2"
        >
          View product
        </Link>
      </span>
    </div>
  );
}
