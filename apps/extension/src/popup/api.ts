import { createImageUploader } from '@stylebook/client';
import { createApiClient } from '@stylebook/contracts';
import { APP_URL, appAddress } from '../config.ts';
import { askWorker } from '../messages.ts';
import { retryWithFreshToken } from './token-retry.ts';

/**
 * The app's API, with the worker's session token; every failure is logged (docs/product.md §16) and shown.
 */
export const api = createApiClient({
  baseUrl: APP_URL,
  getToken: () => askWorker('token'),
  fetch: retryWithFreshToken(globalThis.fetch.bind(globalThis), () => askWorker('refresh')),
  logError: console.error,
});

/** The web app's upload (validate, compress, presign, PUT); the app's own upload URLs are relative to it. */
export const uploadImage = createImageUploader(async (kind, body) => {
  const presigned = await api.uploads.presign(kind, body);
  return { ...presigned, uploadUrl: appAddress(presigned.uploadUrl) };
});
