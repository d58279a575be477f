import { MAX_PRODUCT_IMAGES } from '@stylebook/contracts';

export interface ImageLimits {
  /** The add tile is disabled: no room for another image. */
  full: boolean;
  /** Images over the maximum that must be removed before the product can be saved. */
  excess: number;
}

export function imageLimits(count: number): ImageLimits {
  return { full: count >= MAX_PRODUCT_IMAGES, excess: Math.max(0, count - MAX_PRODUCT_IMAGES) };
}

/** Image limits (docs/product.md §17). */
export const IMAGE_LIMIT_MESSAGES = {
  full: `Max images reached (${MAX_PRODUCT_IMAGES})`,
  tooMany: (count: number) => `Too many images (${count}/${MAX_PRODUCT_IMAGES})`,
  removeExcess: (excess: number) =>
    `Please remove ${excess} image(s) to continue. Maximum ${MAX_PRODUCT_IMAGES} images allowed.`,
} as const;
