import {
  absoluteUrl,
  extractProduct,
  uniqueImages,
  type ExtractOptions,
  type Extraction,
} from '@stylebook/extract';

/** An image on the page the person may pick, with its size when the page knows it. */
export interface PageImage {
  url: string;
  /** One of the images the product extraction found (structured data or the product's own pictures). */
  isProductImage: boolean;
}

/** The page as the popup gets it: the product read by the server's own extraction, and every picture. */
export interface PageReading extends Extraction {
  pageUrl: string;
  title: string;
  /** The product's images first, then the page's other pictures, largest first. */
  images: PageImage[];
}

/** Pictures smaller than this on a side are icons, swatches and badges, not something to save. */
const MIN_IMAGE_SIDE = 100;
const MAX_PAGE_IMAGES = 40;

/**
 * Reads a page's document: the live page's in the browser (page-reader.ts), or a parsed one in tests. The
 * product comes from @stylebook/extract exactly as the server's scraper reads it.
 */
export function readDocument(document: Document, pageUrl: string, options: ExtractOptions = {}): PageReading {
  const extraction = extractProduct(document, pageUrl, options);
  const productImages = extraction.product.images.map((image) => image.url);
  const urls = uniqueImages([...productImages, ...picturesBySize(document, pageUrl)], MAX_PAGE_IMAGES);
  const fromProduct = new Set(productImages);
  return {
    ...extraction,
    pageUrl,
    title: document.title,
    images: urls.map((url) => ({ url, isProductImage: fromProduct.has(url) })),
  };
}

/** The page's `<img>` pictures, largest first: drawn size on a live page, else the declared one. */
function picturesBySize(document: Document, pageUrl: string): string[] {
  const sized: Array<{ url: string; area: number }> = [];
  for (const image of Array.from(document.images)) {
    const url = absoluteUrl(image.currentSrc || image.getAttribute('src'), pageUrl);
    if (!url || /\.svg(?:$|\?)/i.test(url)) continue;
    const width = image.naturalWidth || Number(image.getAttribute('width')) || 0;
    const height = image.naturalHeight || Number(image.getAttribute('height')) || 0;
    if ((width > 0 && width < MIN_IMAGE_SIDE) || (height > 0 && height < MIN_IMAGE_SIDE)) continue;
    sized.push({ url, area: width * height });
  }
  return sized.sort((a, b) => b.area - a.area).map(({ url }) => url);
}
