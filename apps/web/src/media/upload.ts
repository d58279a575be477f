import { createImageUploader } from '@stylebook/client';
import { api } from '../lib/api';

export { IMAGE_FILE_ACCEPT, imageFileError } from '@stylebook/client';

/** Validates, compresses and uploads an image through the app's API; resolves to its `/media/…` URL. */
export const uploadImage = createImageUploader(api.uploads.presign);
