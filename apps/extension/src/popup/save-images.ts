import type { UploadImage } from '@stylebook/client';
import type { ProductImage } from '@stylebook/contracts';
import type { ImageRead } from '../page/image-response.ts';

export interface SavedImages {
  images: ProductImage[];
  /** "file name: message" for each image that could not be saved (docs/product.md §16, 'Upload errors:'). */
  errors: string[];
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

/** A file of a data URL's bytes, named after its place in the picked list. */
export async function fileOfDataUrl(dataUrl: string, baseName: string): Promise<File> {
  const blob = await (await fetch(dataUrl)).blob();
  const extension = EXTENSIONS[blob.type] ?? 'img';
  return new File([blob], `${baseName}.${extension}`, { type: blob.type });
}

/**
 * Reads each picked image and uploads it to the app, in the picked order. As with scraped images
 * (docs/product.md §6), one that fails is dropped and reported; the others are saved.
 */
export async function saveImages(
  urls: string[],
  read: (url: string) => Promise<ImageRead>,
  upload: UploadImage,
): Promise<SavedImages> {
  const saved: SavedImages = { images: [], errors: [] };
  for (const [index, url] of urls.entries()) {
    const name = `image-${index + 1}`;
    try {
      const image = await read(url);
      if (!image.ok) throw new Error(image.error);
      saved.images.push({ url: await upload(await fileOfDataUrl(image.dataUrl, name), 'productImage') });
    } catch (error) {
      saved.errors.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return saved;
}
