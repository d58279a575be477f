import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { mediaKeyOf, type MediaService } from './media.service.ts';

/**
 * A locked collection shows this instead of its cover (docs/product.md §4): a tiny, heavily blurred WebP made
 * on the server, so no real image URL or recoverable detail reaches someone who has not paid.
 */
export async function renderBlurredPlaceholder(image: Buffer): Promise<Buffer> {
  return sharp(image).resize(48, 60, { fit: 'cover' }).blur(3).webp({ quality: 45 }).toBuffer();
}

/** Keyed by content as well as collection, so a new cover gets a new URL despite immutable caching. */
export function placeholderKey(collectionId: string, placeholder: Buffer): string {
  const digest = createHash('sha256').update(placeholder).digest('hex').slice(0, 12);
  return `placeholders/${collectionId}/${digest}.webp`;
}

/**
 * Renders and stores the blurred placeholder of the image at `sourceUrl` (a `/media/…` URL) for a collection,
 * answering its URL, or null when there is no readable image there.
 */
export async function storeBlurredPlaceholder(
  media: Pick<MediaService, 'open' | 'storeImages'>,
  collectionId: string,
  ownerId: string,
  sourceUrl: string,
): Promise<string | null> {
  const key = mediaKeyOf(sourceUrl);
  const object = key === null ? null : await media.open(key);
  if (!object) return null;
  try {
    const bytes = await renderBlurredPlaceholder(await buffer(object.body));
    const [url] = await media.storeImages([{ key: placeholderKey(collectionId, bytes), bytes, ownerId }]);
    return url ?? null;
  } catch {
    return null;
  }
}
