// Free of zod, like constants.ts: image tags of the first screen use these, and the server's preload hints
// for those images (spa) must name exactly the same variants and sizes, or the browser fetches twice.

/** Widths the server renders of every stored image (`/media/<key>?w=…`, WebP, docs/product.md §6). */
export const MEDIA_VARIANT_WIDTHS = [320, 640, 1280] as const;
export type MediaVariantWidth = (typeof MEDIA_VARIANT_WIDTHS)[number];

function isStoredMedia(url: string): boolean {
  return url.startsWith('/media/');
}

/** A stored image at one of the server's widths; any other URL is returned as it is. */
export function mediaVariant(url: string, width: MediaVariantWidth): string {
  return isStoredMedia(url) ? `${url}?w=${width}` : url;
}

/** A `srcSet` over the server's widths, for stored images only. */
export function mediaSrcSet(url: string): string | undefined {
  if (!isStoredMedia(url)) return undefined;
  return MEDIA_VARIANT_WIDTHS.map((width) => `${mediaVariant(url, width)} ${width}w`).join(', ');
}

/**
 * How wide a grid image is drawn (docs/product.md §17 image grid: 2 columns up to 768px, 5 above), so the
 * browser picks the smallest variant that stays sharp. `share` is the part of a tile the image fills (1, or
 * 0.5 for the 2x2 preview of a collection).
 */
export function gridImageSizes(share: 1 | 0.5 = 1): string {
  return `(max-width: 768px) ${50 * share}vw, ${20 * share}vw`;
}

/** How wide a product's gallery photo and a look's cover are drawn: the page's width, half of it on desktop. */
export const HALF_PAGE_IMAGE_SIZES = '(min-width: 768px) 50vw, 100vw';

/** A collection's cover: the width of the page. */
export const FULL_WIDTH_IMAGE_SIZES = '100vw';
