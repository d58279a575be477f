import { MAX_UPLOAD_BYTES, UPLOAD_CONTENT_TYPES } from '@stylebook/contracts';
import { api } from '../lib/api';
import { compressImage } from './compression';
import type { CompressionKind } from './compression';

/** What a file picker offers: the image types the server stores. */
export const IMAGE_FILE_ACCEPT = UPLOAD_CONTENT_TYPES.join(',');

function isUploadContentType(type: string): type is (typeof UPLOAD_CONTENT_TYPES)[number] {
  return (UPLOAD_CONTENT_TYPES as readonly string[]).includes(type);
}

/** SPEC.md §5 "Upload file": the reason a picked file cannot be uploaded, or null. */
export function imageFileError(file: Pick<File, 'size' | 'type'>): string | null {
  if (!isUploadContentType(file.type)) return 'Please select an image file';
  if (file.size > MAX_UPLOAD_BYTES) return 'File size must be less than 10MB';
  return null;
}

/** Validates, compresses and uploads an image (presign, then one PUT); resolves to its `/media/…` URL. */
export async function uploadImage(file: File, kind: CompressionKind): Promise<string> {
  const invalid = imageFileError(file);
  if (invalid) throw new Error(invalid);
  const upload = await compressImage(file, kind);
  const contentType = upload.type;
  if (!isUploadContentType(contentType)) throw new Error('Please select an image file');
  const { uploadUrl, publicUrl } = await api.uploads.presign(kind, { fileName: file.name, contentType });
  const response = await fetch(uploadUrl, {
    method: 'PUT',
    headers: { 'Content-Type': contentType },
    body: upload,
  });
  if (!response.ok) throw new Error(`Upload failed with status ${response.status}`);
  return publicUrl;
}
