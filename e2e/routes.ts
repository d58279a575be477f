/** Every screen of docs/product.md §14 with sample ids, and where the phone's bottom navigation is hidden. */
const sampleId = '00000000-0000-4000-8000-000000000000';

export const rootRoutes = [
  '/',
  '/search',
  '/following',
  '/sitemap',
  '/privacy',
  '/extension-auth-check?state=s&source=chrome',
  '/extension-auth-callback?state=s&source=chrome&error=denied',
  `/users/${sampleId}`,
  `/profiles/${sampleId}`,
  `/profiles/${sampleId}/subscribers`,
  `/profiles/${sampleId}/following`,
  `/products/${sampleId}`,
  '/looks/create',
  `/looks/${sampleId}`,
  `/looks/${sampleId}/edit`,
  `/collections/${sampleId}`,
  `/collections/${sampleId}/edit`,
  `/collections/${sampleId}/edit-details`,
  '/settings',
  '/settings/wallet',
  '/settings/feedback',
  '/settings/dashboard',
  '/settings/archive',
  '/settings/blocked-accounts',
  '/settings/account',
  '/settings/account/change-password',
  '/settings/about',
  '/settings/about/terms-and-conditions',
  '/settings/about/privacy-policy',
  '/settings/subscriptions/price',
  '/settings/subscriptions/manage',
  '/notifications',
  '/settings/notifications',
  '/unsubscribe?token=x',
];

export const authRoutes = [
  '/verify-email?oobCode=x&continueUrl=%2F',
  '/reset-password',
  '/onboarding',
  '/login?returnToPath=%2Fsearch',
  '/forgot-password',
  '/forgot-password/sent?email=a%40b.co',
  '/action?mode=signIn&oobCode=x',
  '/register',
  '/register/username',
  '/register/preferences',
  '/register/instagram',
  '/register/account-type',
];

/**
 * docs/product.md §14: hidden on auth and onboarding screens, look creation, collection editing and these
 * settings.
 */
export const bottomNavHidden = [
  ...authRoutes,
  '/looks/create',
  `/collections/${sampleId}/edit`,
  `/collections/${sampleId}/edit-details`,
  '/settings',
  '/settings/wallet',
  '/settings/subscriptions/price',
  '/settings/feedback',
  '/settings/account/change-password',
  '/settings/notifications',
];

export const bottomNavShown = [
  '/',
  '/?tab=2',
  '/sitemap',
  `/products/${sampleId}`,
  `/profiles/${sampleId}`,
  `/collections/${sampleId}`,
  `/looks/${sampleId}`,
  '/settings/account',
  '/settings/archive',
  '/settings/blocked-accounts',
  '/settings/about',
  '/settings/dashboard',
  '/settings/subscriptions/manage',
  '/notifications',
];

/**
 * The sample-id pages the server draws: no item has the sample id, so each answers HTTP 404 with its
 * not-available screen (issue 27), where every other route answers 200 with the app.
 */
export const missingItemRoutes = new Set([
  `/users/${sampleId}`,
  `/profiles/${sampleId}`,
  `/products/${sampleId}`,
  `/looks/${sampleId}`,
  `/collections/${sampleId}`,
]);

/** Screens of one's own account: a signed-out visitor is sent to /login first, so tests sign in. */
export const signedInRoutes = new Set([
  '/onboarding',
  '/settings',
  '/settings/account',
  '/settings/account/change-password',
  '/settings/archive',
  '/settings/blocked-accounts',
  '/settings/dashboard',
  '/settings/wallet',
  '/settings/subscriptions/price',
  '/settings/subscriptions/manage',
  '/notifications',
  '/settings/notifications',
]);
