import {
  MAX_UPLOAD_BYTES,
  UPLOAD_CONTENT_TYPES,
  type PresignBody,
  type PresignResponse,
  type UploadKind,
} from '@stylebook/contracts';
import { compressImage } from './compression.ts';

/** What a file picker offers: the image types the server stores. */
export const IMAGE_FILE_ACCEPT = UPLOAD_CONTENT_TYPES.join(',');

function isUploadContentType(type: string): type is (typeof UPLOAD_CONTENT_TYPES)[number] {
  return (UPLOAD_CONTENT_TYPES as readonly string[]).includes(type);
}

/** docs/product.md §17, upload: the reason a picked file cannot be uploaded, or null. */
export function imageFileError(file: Pick<File, 'size' | 'type'>): string | null {
  if (!isUploadContentType(file.type)) return 'Please select an image file';
  if (file.size > MAX_UPLOAD_BYTES) return 'File size must be less than 10MB';
  return null;
}

export interface UploadOptions {
  /** Called with the share of the file's bytes sent so far, 0 to 1, while it goes up. */
  onProgress?: (fraction: number) => void;
  /** Stops the upload; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

/** The API's presign call (docs/product.md §15, uploads): a signed URL for one PUT of one image. */
export type Presign = (kind: UploadKind, body: PresignBody) => Promise<PresignResponse>;

export type UploadImage = (file: File, kind: UploadKind, options?: UploadOptions) => Promise<string>;

/**
 * Binds the upload to a client's presign call. The upload validates, compresses and uploads an image
 * (presign, then one PUT) and resolves to its `/media/…` URL.
 */
export function createImageUploader(presign: Presign): UploadImage {
  return async (file, kind, { onProgress, signal } = {}) => {
    const invalid = imageFileError(file);
    if (invalid) throw new Error(invalid);
    const upload = await compressImage(file, kind);
    const contentType = upload.type;
    if (!isUploadContentType(contentType)) throw new Error('Please select an image file');
    signal?.throwIfAborted();
    const { uploadUrl, publicUrl } = await presign(kind, { fileName: file.name, contentType });
    await putFile(uploadUrl, upload, contentType, { onProgress, signal });
    return publicUrl;
  };
}

/**
 * One PUT of `body` with its content type. XMLHttpRequest rather than fetch: only it reports how much of a
 * request body has been sent. Rejects with 'Upload failed with status {n}' (docs/product.md §16) on an error
 * status.
 */
export function putFile(
  url: string,
  body: Blob,
  contentType: string,
  { onProgress, signal }: UploadOptions = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const aborted = () => request.abort();
    const settle = (error?: Error) => {
      signal?.removeEventListener('abort', aborted);
      if (error) reject(error);
      else resolve();
    };
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', contentType);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        settle();
      } else settle(new Error(`Upload failed with status ${request.status}`));
    });
    // The wording the error screen maps to its connection message (docs/product.md §16).
    request.addEventListener('error', () => settle(new Error('Upload failed: network error')));
    request.addEventListener('abort', () => settle(new DOMException('The upload was stopped', 'AbortError')));
    if (signal?.aborted) {
      settle(new DOMException('The upload was stopped', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', aborted);
    request.send(body);
  });
}
