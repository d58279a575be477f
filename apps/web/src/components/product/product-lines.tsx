import { formatPrice } from '@stylebook/contracts';
import type { ProductCard } from '@stylebook/contracts';
import { productName } from './product-name';

/** Brand, name and price stacked beside a thumbnail, as product lists (look page, pickers) show them. */
export function ProductLines({ product }: { product: ProductCard }) {
  return (
    <span className="flex min-w-0 flex-1 flex-col">
      <span className="truncate text-[11px] font-bold tracking-[0.09em] uppercase">{product.brand}</span>
      <span className="truncate text-[13px] text-ink-muted">{productName(product)}</span>
      <span className="text-[13px] font-semibold">{formatPrice(product.price, product.currency)}</span>
    </span>
  );
}
