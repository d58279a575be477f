import { createHash } from 'node:crypto';
import sharp from 'sharp';

/**
 * A locked collection shows this instead of its cover (DESIGN.md §5): a tiny, heavily blurred WebP made on
 * the server, so no real image URL or recoverable detail reaches someone who has not paid.
 */
export async function renderBlurredPlaceholder(image: Buffer): Promise<Buffer> {
  return sharp(image).resize(48, 60, { fit: 'cover' }).blur(3).webp({ quality: 45 }).toBuffer();
}

/** Keyed by content as well as collection, so a new cover gets a new URL despite immutable caching. */
export function placeholderKey(collectionId: string, placeholder: Buffer): string {
  const digest = createHash('sha256').update(placeholder).digest('hex').slice(0, 12);
  return `placeholders/${collectionId}/${digest}.webp`;
}
