import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ErrorBody, type PresignResponse, type SessionSummary } from '@stylebook/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  operationsOf,
  requestsFor,
  unknownPathRequests,
  type FuzzPool,
  type FuzzRequest,
} from './test/fuzz.ts';
import {
  bearer,
  buildTestApp,
  newCollection,
  newLook,
  newProduct,
  newUser,
  registerVerifiedAccount,
  storeTestImage,
} from './test/helpers.ts';

/**
 * DESIGN.md §7: every bad input gets a 4xx, a 500 is a bug. Drives every operation of the OpenAPI document,
 * and paths no route owns, with generated bad and near-valid requests, anonymously and as a signed-in,
 * verified stylist; no answer may be a 5xx, and every JSON error must be `{message, code}`.
 * FUZZ_RUNS sets the cases per route (200 by default; raise it for a longer run).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
// Registration hashes a password per valid request, the slowest thing a route does (about 0.1 s).
const TIMEOUT_MS = 60_000 + RUNS * 100;

// A web build, so the static files and the SPA fallback are fuzzed too.
const webDist = await mkdtemp(path.join(tmpdir(), 'stylebook-fuzz-web-'));
await mkdir(path.join(webDist, 'assets'));
await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Stylebook</title>');
await writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');

// Limits high enough that requests reach the services; the scraper's 30 a minute and the purchase
// link's 60 a minute are fixed and answer 429 once spent, which is a fine answer too.
const t = await buildTestApp({
  webDist,
  rateLimitPerMinute: 1_000_000,
  authRateLimit: { perIp: 1_000_000, perEmail: 1_000_000 },
  uploadsPerHour: 1_000_000,
});
await t.app.ready();

/**
 * Deletions run after the other routes, so those find the world's rows still there, and deleting an
 * account runs last of all: once it succeeds the signed-in stylist is gone.
 */
const runOrder = ({ method, path }: { method: string; path: string }) =>
  method !== 'DELETE' ? 0 : path === '/api/users/{id}' ? 2 : 1;
const operations = operationsOf(t.app.swagger()).sort((a, b) => runOrder(a) - runOrder(b));

let pool: FuzzPool;
let token: string;
let sent = 0;
let failed = 0;

beforeAll(async () => {
  const { db } = t.database;
  const stylist = await registerVerifiedAccount(t.app, { role: 'stylist' });
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
  const { sessions } = (
    await t.app.inject({ url: '/identity/sessions', headers: bearer(stylist.token) })
  ).json<{ sessions: SessionSummary[] }>();
  token = stylist.token;
  pool = {
    ids: {
      users: ownerIds,
      products: products.map((row) => row.id),
      collections: collections.map((row) => row.id),
      looks: looks.map((row) => row.id),
      sessions: sessions.map((session) => session.id),
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
    },
    strings: [image, upload.publicUrl, stylist.username],
  };
});

afterAll(async () => {
  // eslint-disable-next-line no-console -- the summary line is this test's report
  console.log(
    `fuzz: ${sent} requests over ${operations.length} routes and unknown paths, ${failed} answered 5xx`,
  );
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

/** Sends one request; a 5xx, or an error that is not `{message, code}`, fails with the request in the message. */
async function check(request: FuzzRequest): Promise<void> {
  sent++;
  const response = await t.app.inject(request);
  const said =
    `${request.method} ${request.url} ${request.payload?.slice(0, 300) ?? ''} ` +
    `answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  if (response.statusCode >= 500) {
    failed++;
    expect.fail(said);
  }
  const isJson = response.headers['content-type']?.toString().startsWith('application/json');
  if (response.statusCode >= 400 && isJson && request.method !== 'HEAD') {
    expect(ErrorBody.safeParse(response.json()).success, `not {message, code}: ${said}`).toBe(true);
  }
}

for (const operation of operations) {
  it(`${operation.method} ${operation.path}`, { timeout: TIMEOUT_MS }, async () => {
    await fc.assert(fc.asyncProperty(requestsFor(operation, pool, token), check), { numRuns: RUNS });
  });
}

it('paths no route owns (the not-found handler and the SPA fallback)', { timeout: TIMEOUT_MS }, async () => {
  await fc.assert(fc.asyncProperty(unknownPathRequests, check), { numRuns: RUNS });
});
