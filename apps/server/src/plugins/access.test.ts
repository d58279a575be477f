import type { Access } from '@stylebook/contracts';
import Fastify from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { useTestApp } from '../test/helpers.ts';
import { accessPlugin } from './access.ts';

/**
 * Every route and who may call it. A route added without a declared access is refused when it registers;
 * one added with an access, or an access changed, fails here until this list says so.
 */
const ROUTE_ACCESS: Record<string, Access> = {
  'GET /*': 'public',
  'GET /api/about': 'public',
  'POST /api/auth/google/callback': 'public',
  'POST /api/auth/google/complete-registration': 'public',
  'POST /api/auth/register/stylist': 'public',
  'POST /api/auth/register/user': 'public',
  'POST /api/collections': 'verified',
  'GET /api/collections/:id': 'public',
  'PUT /api/collections/:id': 'signedIn',
  'DELETE /api/collections/:id': 'signedIn',
  'PUT /api/collections/:id/archive': 'signedIn',
  'POST /api/collections/:id/looks': 'signedIn',
  'DELETE /api/collections/:id/looks/:lookId': 'signedIn',
  'POST /api/collections/:id/products': 'signedIn',
  'DELETE /api/collections/:id/products/:productId': 'signedIn',
  'POST /api/collections/:id/save': 'verified',
  'DELETE /api/collections/:id/save': 'verified',
  'GET /api/collections/:id/similar': 'public',
  'PUT /api/collections/:id/unarchive': 'signedIn',
  'GET /api/collections/archived': 'signedIn',
  'GET /api/dashboard': 'signedIn',
  'GET /api/featured/collections': 'public',
  'GET /api/featured/products': 'public',
  'GET /api/feed/following': 'signedIn',
  'GET /api/feed/following/suggestions': 'signedIn',
  'POST /api/feedback': 'public',
  'POST /api/reports': 'verified',
  'PUT /api/users/:id/block': 'signedIn',
  'DELETE /api/users/:id/block': 'signedIn',
  'GET /api/blocks': 'signedIn',
  'GET /api/moderation/reports': 'moderator',
  'POST /api/moderation/reports/:id/actions': 'moderator',
  'POST /api/moderation/users/:id/reinstate': 'moderator',
  'GET /api/moderation/audit': 'moderator',
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'POST /api/looks': 'verified',
  'GET /api/looks/:id': 'public',
  'PUT /api/looks/:id': 'signedIn',
  'DELETE /api/looks/:id': 'signedIn',
  'POST /api/looks/:id/like': 'verified',
  'DELETE /api/looks/:id/like': 'verified',
  'POST /api/looks/:id/products': 'signedIn',
  'DELETE /api/looks/:id/products/:productId': 'signedIn',
  'GET /api/notifications': 'signedIn',
  'GET /api/notifications/preferences': 'signedIn',
  'PUT /api/notifications/preferences': 'signedIn',
  'POST /api/notifications/read': 'signedIn',
  'GET /api/notifications/unread-count': 'signedIn',
  'POST /api/notifications/unsubscribe': 'public',
  'POST /api/payments/stripe/webhook': 'public',
  'POST /api/products': 'verified',
  'GET /api/products/:id': 'public',
  'PUT /api/products/:id': 'signedIn',
  'POST /api/products/:id/like': 'verified',
  'DELETE /api/products/:id/like': 'verified',
  'GET /api/products/:id/price-history': 'public',
  'PUT /api/products/:id/price-watch': 'verified',
  'DELETE /api/products/:id/price-watch': 'verified',
  'GET /api/products/:id/similar': 'public',
  'POST /api/products/scrape': 'verified',
  'GET /api/search': 'public',
  'POST /api/search/history': 'signedIn',
  'GET /api/search/suggestions': 'public',
  'GET /api/search/trending': 'public',
  'GET /api/subscriptions/paid': 'verified',
  'PUT /api/subscriptions/price': 'verified',
  'POST /api/uploads/collections/cover/presign': 'verified',
  'POST /api/uploads/feedback/attachment/presign': 'public',
  'POST /api/uploads/looks/cover/presign': 'verified',
  'POST /api/uploads/products/images/presign': 'verified',
  'POST /api/uploads/users/avatar/presign': 'verified',
  'GET /api/users': 'public',
  'PUT /api/users/:id': 'signedIn',
  'DELETE /api/users/:id': 'signedIn',
  'GET /api/users/:id/collections': 'public',
  'GET /api/users/:id/export': 'signedIn',
  'GET /api/users/:id/looks': 'public',
  'POST /api/users/:id/paid-subscription': 'verified',
  'DELETE /api/users/:id/paid-subscription': 'verified',
  'POST /api/users/:id/paid-subscription/accept-price': 'verified',
  'GET /api/users/:id/products': 'public',
  'GET /api/users/:id/profile': 'public',
  'POST /api/users/:id/subscribe': 'verified',
  'DELETE /api/users/:id/subscribe': 'verified',
  'GET /api/users/:id/subscribedTo': 'public',
  'GET /api/users/:id/subscribers': 'public',
  'GET /api/users/:id/summary': 'public',
  'GET /api/users/username/check': 'public',
  'GET /api/wallet': 'verified',
  'POST /api/wallet/payouts': 'verified',
  'POST /api/wallet/top-ups': 'verified',
  'GET /api/wallet/transactions': 'verified',
  'GET /dev/mailbox': 'public',
  'GET /dev/mailbox.json': 'public',
  'POST /identity/email-link': 'public',
  'POST /identity/email-link/complete': 'public',
  'POST /identity/extension-session': 'signedIn',
  'GET /identity/google/callback': 'public',
  'GET /identity/google/start': 'public',
  'POST /identity/password': 'signedIn',
  'POST /identity/password-reset': 'public',
  'POST /identity/password-reset/confirm': 'public',
  'GET /identity/sessions': 'signedIn',
  'DELETE /identity/sessions/:id': 'signedIn',
  'POST /identity/sign-in': 'public',
  'GET /identity/sign-in-methods': 'public',
  'POST /identity/sign-out': 'public',
  'POST /identity/sign-out-everywhere': 'signedIn',
  'POST /identity/token': 'public',
  'POST /identity/verification': 'signedIn',
  'POST /identity/verification/confirm': 'public',
  'GET /media/*': 'public',
  'PUT /media/*': 'public',
  'GET /metrics': 'ownToken',
  'GET /r/:id': 'public',
  'GET /robots.txt': 'public',
  'GET /share-cards/collections/:id.jpg': 'public',
  'GET /share-cards/looks/:id.jpg': 'public',
  'GET /share-cards/products/:id.jpg': 'public',
  'GET /share-cards/profiles/:id.jpg': 'public',
  'GET /share-cards/site.jpg': 'public',
  'GET /sitemap.xml': 'public',
};

// With Stripe configured (at an address nothing answers), so its webhook is listed too; nothing is called.
const t = useTestApp({
  stripe: {
    secretKey: 'sk_test_stylebook',
    webhookSecret: 'whsec_stylebook',
    apiBase: 'http://127.0.0.1:9',
  },
});
beforeAll(async () => {
  await t.app.ready();
});

it('lists every route with its declared access', () => {
  const listed = Object.fromEntries(
    t.app.routeAccess.map(({ method, url, access }) => [`${method} ${url}`, access]),
  );
  expect(listed).toEqual(ROUTE_ACCESS);
});

it('refuses to register a route that declares no access, and lets a hidden file route go unasked', async () => {
  const app = Fastify();
  await app.register(accessPlugin);
  expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(
    'GET /api/undeclared declares no access (config.access)',
  );
  expect(() => app.get('/docs/file.css', { schema: { hide: true } }, async () => '')).not.toThrow();
  await app.close();
});
