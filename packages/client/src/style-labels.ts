import type { Gender } from '@stylebook/contracts';

/** docs/product.md §5, style: menswear, womenswear or unisex. */
export const STYLE_LABELS: Record<Gender, string> = {
  MENSWEAR: 'Menswear',
  WOMENSWEAR: 'Womenswear',
  UNISEX: 'Unisex',
};
