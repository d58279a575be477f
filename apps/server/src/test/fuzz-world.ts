import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ErrorBody,
  type ModerationQueue,
  type PresignResponse,
  type RouteReply,
  type SessionSummary,
} from '@stylebook/contracts';
import { operationsOf, type FuzzOperation, type FuzzPool, type FuzzRequest } from './fuzz.ts';
import { sendSpelled, type Spelling } from './spellings.ts';
import {
  bearer,
  buildTestApp,
  newCollection,
  newLook,
  newProduct,
  newUser,
  registerVerifiedAccount,
  storeTestImage,
  type TestApp,
} from './helpers.ts';

/**
 * The world the API fuzz runs in (the fuzz test and `npm run test:reliability` share it): the app of
 * `buildOpenTestApp`, a signed-in verified stylist and rows of every kind, public and hidden.
 */
export interface FuzzWorld {
  t: TestApp;
  /** Every operation of the OpenAPI document, deletions last (see `runOrder`). */
  operations: FuzzOperation[];
  pool: FuzzPool;
  token: string;
  /**
   * Sends one request with its target spelled as `spelling`; answers why it failed (a 5xx, or an error that
   * is not `{message, code}`), or null.
   */
  send(request: FuzzRequest, spelling: Spelling): Promise<FuzzFailure | null>;
  close(): Promise<void>;
}

export interface FuzzFailure {
  status: number;
  said: string;
}

/** The moderator of the open app (ADMIN_EMAILS): the fuzz's stylist, and the matrix's `moderator`. */
export const MODERATOR_EMAIL = 'moderator@fuzz.stylebook.local';

/**
 * Deletions run after the other routes, so those find the world's rows still there, and deleting an
 * account runs last of all: once it succeeds the signed-in stylist is gone.
 */
const runOrder = ({ method, path }: { method: string; path: string }) =>
  method !== 'DELETE' ? 0 : path === '/api/users/{id}' ? 2 : 1;

/**
 * The real app, listening on loopback (so requests can be sent in absolute form too), with a web build (so
 * static files, the SPA fallback and the first screens written into the app shell are served too) and
 * limits high enough that requests reach the services: the fuzz's and the authorization matrix's. `close`
 * removes the web build too.
 */
export async function buildOpenTestApp(): Promise<TestApp> {
  const webDist = await mkdtemp(path.join(tmpdir(), 'stylebook-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Stylebook</title></head><body></body></html>',
  );
  await writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // The scraper's 30 a minute, the purchase link's 60 a minute and reports' 20 an hour are fixed and answer
  // 429 once spent, which is a fine answer too.
  const t = await buildTestApp({
    webDist,
    rateLimitPerMinute: 1_000_000,
    authRateLimit: { perIp: 1_000_000, perEmail: 1_000_000 },
    uploadsPerHour: 1_000_000,
    moderatorEmails: new Set([MODERATOR_EMAIL]),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    ...t,
    async close() {
      await t.close();
      await rm(webDist, { recursive: true, force: true });
    },
  };
}

export async function openFuzzWorld(): Promise<FuzzWorld> {
  const t = await buildOpenTestApp();
  const operations = operationsOf(t.app.swagger()).sort((a, b) => runOrder(a) - runOrder(b));

  const { db } = t.database;
  // A moderator too, so the fuzz reaches past the moderation routes' 404.
  const stylist = await registerVerifiedAccount(t.app, { role: 'stylist', email: MODERATOR_EMAIL });
  const other = await newUser(db, { role: 'STYLIST' });
  const ownerIds = [stylist.user.id, other.id];
  const products = await Promise.all(ownerIds.map((ownerId) => newProduct(db, { ownerId })));
  const collections = await Promise.all(
    ownerIds.flatMap((ownerId, index) =>
      (['public', 'private', 'paid'] as const).map((visibility) =>
        newCollection(db, { ownerId, visibility, productIds: [products[index]!.id] }),
      ),
    ),
  );
  const privateCollections = collections.filter((collection) => collection.isPrivate);
  const looks = await Promise.all(
    privateCollections.map(({ ownerId, id }) => newLook(db, { ownerId, collectionIds: [id] })),
  );
  const image = await storeTestImage(t, stylist.user.id);
  const upload = (
    await t.app.inject({
      method: 'POST',
      url: '/api/uploads/products/images/presign',
      headers: bearer(stylist.token),
      payload: { fileName: 'a.png', contentType: 'image/png' },
    })
  ).json<PresignResponse>();
  const uploadLink = new URL(upload.uploadUrl, t.config.publicOrigin).searchParams;
  await t.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: bearer(stylist.token),
    payload: { targetType: 'product', targetId: products[1]!.id, reason: 'spam' },
  });
  const queue = (
    await t.app.inject({ url: '/api/moderation/reports', headers: bearer(stylist.token) })
  ).json<ModerationQueue>();
  // The stylist follows the other, so the Following feed has two pages and a cursor of its own to try.
  await t.app.inject({
    method: 'POST',
    url: `/api/users/${other.id}/subscribe`,
    headers: bearer(stylist.token),
  });
  const { nextCursor } = (
    await t.app.inject({ url: '/api/feed/following?limit=1', headers: bearer(stylist.token) })
  ).json<RouteReply<'followingFeed'>>();
  const { sessions } = (
    await t.app.inject({ url: '/identity/sessions', headers: bearer(stylist.token) })
  ).json<{ sessions: SessionSummary[] }>();
  const pool: FuzzPool = {
    ids: {
      users: ownerIds,
      products: products.map((row) => row.id),
      collections: collections.map((row) => row.id),
      looks: looks.map((row) => row.id),
      sessions: sessions.map((session) => session.id),
      // The moderation cases, `/api/moderation/reports/{id}`.
      reports: queue.items.map((item) => item.id),
    },
    named: {
      email: [stylist.email, other.email],
      password: [stylist.password],
      currentPassword: [stylist.password],
      username: [stylist.username, other.username, 'fresh.name_1'],
      url: [image],
      coverImageUrl: [image],
      avatarUrl: [image],
      '*': [image.slice('/media/'.length), upload.key],
      expires: [uploadLink.get('expires')!],
      signature: [uploadLink.get('signature')!],
      refreshToken: [stylist.refreshToken],
      cursor: nextCursor ? [nextCursor] : [],
    },
    strings: [image, upload.publicUrl, stylist.username],
  };

  return {
    t,
    operations,
    pool,
    token: stylist.token,
    async send(request, spelling) {
      const response = await sendSpelled(t.app, request, spelling);
      const said =
        `${request.method} ${request.url} (${spelling}) ${request.payload?.slice(0, 300) ?? ''} ` +
        `answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
      if (response.statusCode >= 500) return { status: response.statusCode, said };
      const isJson = response.headers['content-type']?.toString().startsWith('application/json');
      if (response.statusCode >= 400 && isJson && request.method !== 'HEAD') {
        if (!ErrorBody.safeParse(JSON.parse(response.body)).success) {
          return { status: response.statusCode, said: `not {message, code}: ${said}` };
        }
      }
      return null;
    },
    close: () => t.close(),
  };
}
