/**
 * How the authorization matrix tries each route of the OpenAPI document. Every route needs an entry: a
 * route added without one fails the run (`unmatchedRoutes`), so the matrix cannot drift from the API.
 * - `reads`: may return objects; tried by every actor on every resource, its body searched for ids.
 * - `writes`: changes something; tried by every actor on every resource the actor does not own (an
 *   owner changing their own things would change the world under the other cells), its body searched too.
 * - `ends-session`: signs the caller out, changes their credentials, or hides people from them (a block);
 *   tried by every actor, last.
 */
export type MatrixMode = 'reads' | 'writes' | 'ends-session';

export const MATRIX: Record<string, MatrixMode> = {
  'GET /api/health': 'reads',
  'GET /api/health/live': 'reads',
  'GET /api/about': 'reads',
  'POST /identity/sign-in': 'writes',
  'POST /identity/token': 'writes',
  'POST /identity/sign-out': 'ends-session',
  'POST /identity/email-link': 'writes',
  'POST /identity/email-link/complete': 'writes',
  'POST /identity/password-reset': 'writes',
  'POST /identity/password-reset/confirm': 'writes',
  'POST /identity/verification': 'writes',
  'POST /identity/verification/confirm': 'writes',
  'POST /identity/password': 'ends-session',
  'POST /identity/sign-out-everywhere': 'ends-session',
  'GET /identity/sessions': 'reads',
  'DELETE /identity/sessions/{id}': 'ends-session',
  'POST /identity/extension-session': 'writes',
  'GET /identity/sign-in-methods': 'reads',
  'GET /identity/google/start': 'reads',
  'GET /identity/google/callback': 'reads',
  'POST /api/auth/register/user': 'writes',
  'POST /api/auth/register/stylist': 'writes',
  'POST /api/auth/google/callback': 'writes',
  'POST /api/auth/google/complete-registration': 'writes',
  'GET /api/users/username/check': 'reads',
  'GET /api/users/{id}/summary': 'reads',
  'PUT /api/users/{id}': 'writes',
  'DELETE /api/users/{id}': 'writes',
  'POST /api/uploads/collections/cover/presign': 'writes',
  'POST /api/uploads/looks/cover/presign': 'writes',
  'POST /api/uploads/products/images/presign': 'writes',
  'POST /api/uploads/users/avatar/presign': 'writes',
  'POST /api/uploads/feedback/attachment/presign': 'writes',
  'GET /media/{*}': 'reads',
  'PUT /media/{*}': 'writes',
  'POST /api/feedback': 'writes',
  'POST /api/reports': 'writes',
  'PUT /api/users/{id}/block': 'ends-session',
  'DELETE /api/users/{id}/block': 'writes',
  'GET /api/blocks': 'reads',
  'GET /api/moderation/reports': 'reads',
  'POST /api/moderation/reports/{id}/actions': 'writes',
  'POST /api/moderation/users/{id}/reinstate': 'writes',
  'GET /api/moderation/audit': 'reads',
  'GET /api/featured/products': 'reads',
  'GET /api/featured/collections': 'reads',
  'GET /api/feed/following': 'reads',
  'GET /api/feed/following/suggestions': 'reads',
  'POST /api/products': 'writes',
  'GET /api/products/{id}': 'reads',
  'PUT /api/products/{id}': 'writes',
  'POST /api/products/{id}/like': 'writes',
  'DELETE /api/products/{id}/like': 'writes',
  'GET /api/users/{id}/products': 'reads',
  'GET /r/{id}': 'reads',
  'GET /api/collections/archived': 'reads',
  'POST /api/collections': 'writes',
  'GET /api/collections/{id}': 'reads',
  'PUT /api/collections/{id}': 'writes',
  'DELETE /api/collections/{id}': 'writes',
  'PUT /api/collections/{id}/archive': 'writes',
  'PUT /api/collections/{id}/unarchive': 'writes',
  'POST /api/collections/{id}/products': 'writes',
  'DELETE /api/collections/{id}/products/{productId}': 'writes',
  'POST /api/collections/{id}/looks': 'writes',
  'DELETE /api/collections/{id}/looks/{lookId}': 'writes',
  'POST /api/collections/{id}/save': 'writes',
  'DELETE /api/collections/{id}/save': 'writes',
  'GET /api/users/{id}/collections': 'reads',
  'POST /api/looks': 'writes',
  'GET /api/looks/{id}': 'reads',
  'PUT /api/looks/{id}': 'writes',
  'DELETE /api/looks/{id}': 'writes',
  'POST /api/looks/{id}/products': 'writes',
  'DELETE /api/looks/{id}/products/{productId}': 'writes',
  'POST /api/looks/{id}/like': 'writes',
  'DELETE /api/looks/{id}/like': 'writes',
  'GET /api/users/{id}/looks': 'reads',
  'GET /api/users': 'reads',
  'GET /api/users/{id}/profile': 'reads',
  'GET /api/search': 'reads',
  'GET /api/products/{id}/similar': 'reads',
  'GET /api/collections/{id}/similar': 'reads',
  'GET /api/search/suggestions': 'reads',
  'POST /api/search/history': 'writes',
  'GET /api/search/trending': 'reads',
  'GET /sitemap.xml': 'reads',
  'GET /robots.txt': 'reads',
  'GET /share-cards/products/{id}.jpg': 'reads',
  'GET /share-cards/looks/{id}.jpg': 'reads',
  'GET /share-cards/collections/{id}.jpg': 'reads',
  'GET /share-cards/profiles/{id}.jpg': 'reads',
  'GET /share-cards/site.jpg': 'reads',
  'POST /api/users/{id}/subscribe': 'writes',
  'DELETE /api/users/{id}/subscribe': 'writes',
  'GET /api/users/{id}/subscribers': 'reads',
  'GET /api/users/{id}/subscribedTo': 'reads',
  'GET /api/notifications': 'reads',
  'GET /api/notifications/unread-count': 'reads',
  'POST /api/notifications/read': 'writes',
  'GET /api/notifications/preferences': 'reads',
  'PUT /api/notifications/preferences': 'writes',
  'POST /api/notifications/unsubscribe': 'writes',
  'GET /api/wallet': 'reads',
  'GET /api/wallet/transactions': 'reads',
  'POST /api/wallet/top-ups': 'writes',
  'POST /api/wallet/payouts': 'writes',
  'PUT /api/subscriptions/price': 'writes',
  'GET /api/subscriptions/paid': 'reads',
  'POST /api/users/{id}/paid-subscription': 'writes',
  'POST /api/users/{id}/paid-subscription/accept-price': 'writes',
  'DELETE /api/users/{id}/paid-subscription': 'writes',
  'GET /api/users/{id}/export': 'reads',
  'GET /api/dashboard': 'reads',
  'POST /api/products/scrape': 'writes',
  'GET /api/products/{id}/price-history': 'reads',
  'PUT /api/products/{id}/price-watch': 'writes',
  'DELETE /api/products/{id}/price-watch': 'writes',
};

/**
 * Documents for search engines, which read them signed out: the same for every caller, so a block (which
 * changes only what signed-in people see of each other, docs/product.md §20) does not change them.
 */
export const CRAWLER_DOCUMENTS = ['GET /sitemap.xml', 'GET /robots.txt'];

/**
 * The moderators' routes (everyone else finds them not found): a moderator reads every report, of paid-only
 * things too, so there the `moderator` actor may see what only paid subscribers see elsewhere.
 */
export const MODERATION_PREFIX = '/api/moderation/';

/**
 * The pages the server draws (the spa module's page renderer): the app shell route is outside the OpenAPI
 * document, so its pages that can hold objects are named here. Read by every actor, as `reads`.
 */
export const SERVER_RENDERED_PAGES = [
  '/',
  '/?tab=2',
  '/sitemap',
  '/products/{id}',
  '/looks/{id}',
  '/collections/{id}',
  '/profiles/{id}',
  '/users/{id}',
];

export const routeKey = ({ method, path }: { method: string; path: string }) => `${method} ${path}`;

/** Routes of the document the matrix has no entry for, and entries no route has any more. */
export function unmatchedRoutes(routes: { method: string; path: string }[]) {
  const keys = new Set(routes.map(routeKey));
  return {
    withoutEntry: [...keys].filter((key) => !(key in MATRIX)),
    withoutRoute: Object.keys(MATRIX).filter((key) => !keys.has(key)),
  };
}
