import type { Gender } from '@stylebook/contracts';

/** SPEC.md §5 "Style": menswear, womenswear or unisex. */
export const STYLE_LABELS: Record<Gender, string> = {
  MENSWEAR: 'Menswear',
  WOMENSWEAR: 'Womenswear',
  UNISEX: 'Unisex',
};
