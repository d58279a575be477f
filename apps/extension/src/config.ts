/** The Stylebook app the extension signs in to and saves products to: APP_URL when it was built. */
export const APP_URL: string = __APP_URL__;

/** The app's own page of a saved product. */
export function productPageUrl(productId: string): string {
  return `${APP_URL}/products/${encodeURIComponent(productId)}`;
}

/** The app's media URLs (`/media/…`) are relative to the app; the popup lives on another origin. */
export function appAddress(path: string): string {
  return new URL(path, APP_URL).toString();
}
