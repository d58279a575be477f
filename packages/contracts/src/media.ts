import { z } from 'zod';
import { singleLineText } from './common.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

/** The five presign endpoints of docs/product.md §15, by the kind of image each uploads. */
export const UPLOAD_KINDS = [
  'collectionCover',
  'lookCover',
  'productImage',
  'avatar',
  'feedbackAttachment',
] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const PresignBody = z.object({
  fileName: singleLineText().trim().min(1).max(200),
  contentType: z.enum(UPLOAD_CONTENT_TYPES, { message: 'Please select an image file' }),
});
export type PresignBody = z.infer<typeof PresignBody>;

/** One PUT of one key, at most 10 MB, within 10 minutes (docs/product.md §6). */
export const PresignResponse = z.object({
  uploadUrl: z.string(),
  publicUrl: z.string(),
  key: z.string(),
});
export type PresignResponse = z.infer<typeof PresignResponse>;
