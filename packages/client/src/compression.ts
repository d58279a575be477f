import type { UploadKind } from '@stylebook/contracts';
import imageCompression from 'browser-image-compression';

export interface CompressionRule {
  maxWidth: number;
  maxHeight: number;
  quality: number;
  /** Files smaller than this are uploaded as they are. */
  skipUnderBytes: number;
}

const KB = 1024;

/**
 * The compression rows of docs/product.md §17, one rule per upload kind. Feedback screenshots are not in the
 * table: they keep enough pixels to read small text.
 */
export const COMPRESSION_RULES: Record<UploadKind, CompressionRule> = {
  avatar: { maxWidth: 512, maxHeight: 512, quality: 0.8, skipUnderBytes: 200 * KB },
  collectionCover: { maxWidth: 1920, maxHeight: 1440, quality: 0.9, skipUnderBytes: 500 * KB },
  lookCover: { maxWidth: 1440, maxHeight: 1920, quality: 0.9, skipUnderBytes: 500 * KB },
  productImage: { maxWidth: 2048, maxHeight: 2048, quality: 0.95, skipUnderBytes: 500 * KB },
  feedbackAttachment: { maxWidth: 2048, maxHeight: 2048, quality: 0.9, skipUnderBytes: 500 * KB },
};

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The longest side an image of `size` may keep to fit inside the rule's box without being enlarged:
 * browser-image-compression takes one limit for both sides, so a non-square box is turned into one.
 */
export function longestSideWithin(size: ImageSize, rule: CompressionRule): number {
  const scale = Math.min(1, rule.maxWidth / size.width, rule.maxHeight / size.height);
  return Math.round(Math.max(size.width, size.height) * scale);
}

/** Whether a file goes up as it is: under the kind's threshold, or animated (re-encoding would flatten it). */
export function skipsCompression(file: Pick<File, 'size' | 'type'>, kind: UploadKind): boolean {
  return file.size < COMPRESSION_RULES[kind].skipUnderBytes || file.type === 'image/gif';
}

async function readImageSize(file: File): Promise<ImageSize> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    throw new Error('Failed to load image');
  }
}

/**
 * Shrinks and re-encodes an image by the table of docs/product.md §17. Keeps the original when re-encoding
 * would not make it smaller, or changed its type (a browser that cannot encode a format falls back to
 * another).
 */
export async function compressImage(file: File, kind: UploadKind): Promise<File> {
  if (skipsCompression(file, kind)) return file;
  const rule = COMPRESSION_RULES[kind];
  const maxWidthOrHeight = longestSideWithin(await readImageSize(file), rule);
  let compressed: File;
  try {
    compressed = await imageCompression(file, {
      maxWidthOrHeight,
      initialQuality: rule.quality,
      // The library's worker would fetch its own copy of the library from a CDN; the main thread needs nothing.
      useWebWorker: false,
    });
  } catch {
    throw new Error('Failed to compress image');
  }
  return compressed.size < file.size && compressed.type === file.type ? compressed : file;
}
