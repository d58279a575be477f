import { mediaVariant } from '@stylebook/contracts';
import type { TopProduct } from '@stylebook/contracts';
import { Link } from '@tanstack/react-router';
import { ImageOff } from 'lucide-react';
import { productLabel, productName } from '../../../../components/product/product-name';
import { countFormat } from './totals';

/** The range's most clicked products, most clicks first, each opening its page. */
export function TopProducts({ items }: { items: TopProduct[] }) {
  if (items.length === 0) {
    return (
      <p className="rounded-2xl border border-line bg-surface px-4 py-3.5 text-[15px] text-ink-muted">
        No purchase-link clicks in this range yet.
      </p>
    );
  }
  return (
    <ol
      aria-label="Top products by clicks"
      className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface"
    >
      {items.map(({ product, clicks }, rank) => (
        <li key={product.id}>
          <Link
            to="/products/$id"
            params={{ id: product.id }}
            className="flex items-center gap-3 px-4 py-3 transition hover:bg-sand/60"
          >
            <span className="w-5 shrink-0 text-right text-[13px] font-semibold text-ink-muted tabular-nums">
              {rank + 1}
            </span>
            <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-sand">
              {product.imageUrl ? (
                <img
                  src={mediaVariant(product.imageUrl, 320)}
                  alt=""
                  loading="lazy"
                  className="size-full object-cover"
                />
              ) : (
                <ImageOff aria-hidden className="size-5 text-ink-subtle" />
              )}
            </span>
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate text-[11px] font-bold tracking-[0.09em] uppercase">
                {product.brand}
              </span>
              <span className="truncate text-[14px] text-ink" title={productLabel(product)}>
                {productName(product)}
              </span>
            </span>
            <span className="shrink-0 text-[14px] font-semibold text-ink tabular-nums">
              {countFormat.format(clicks)} {clicks === 1 ? 'click' : 'clicks'}
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
