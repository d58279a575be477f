/**
 * Which screens show the app chrome (docs/product.md §14). Pure so the rule is written once and tested.
 */

/**
 * The auth screens of docs/product.md §14 plus the extension hand-off screens: focused pages without
 * navigation.
 */
const AUTH_SCREEN_PREFIXES = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/action',
  '/onboarding',
  '/logout',
  '/extension-auth-check',
  '/extension-auth-callback',
];

/** Full-screen tasks and settings pages that bring their own back button instead of the bottom bar. */
const SCREENS_WITHOUT_BOTTOM_NAV = [
  /^\/looks\/create$/,
  /^\/collections\/[^/]+\/edit(-details)?$/,
  /^\/settings$/,
  /^\/settings\/wallet$/,
  /^\/settings\/notifications$/,
  /^\/settings\/subscriptions\/price$/,
  /^\/settings\/feedback$/,
  /^\/settings\/account\/change-password$/,
];

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function isAuthScreen(pathname: string): boolean {
  const path = normalise(pathname);
  return AUTH_SCREEN_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export function isBottomNavHidden(pathname: string): boolean {
  const path = normalise(pathname);
  return isAuthScreen(path) || SCREENS_WITHOUT_BOTTOM_NAV.some((pattern) => pattern.test(path));
}
