import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { Currency, Gender, Role } from '@stylebook/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { createMedia } from '../modules/media/media.module.ts';
import type { MediaService } from '../modules/media/media.service.ts';
import { loadConfig, type Config } from '../config.ts';
import { withAdminClient } from '../db/admin-client.ts';
import { openDatabase, type Database, type Db } from '../db/client.ts';
import { PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV, waitUntilUnused } from './database-templates.ts';
import {
  collectionLooks,
  collectionProducts,
  collections,
  looks,
  paidSubscriptions,
  products,
  users,
} from '../db/schema/index.ts';

export interface TestDatabase extends Database {
  /** On PostgreSQL, its connection string, for a server process of a test to open it too; absent on PGlite. */
  url?: string;
  /**
   * Another handle on the same database, as a second API process would hold (on PGlite, which one process
   * owns, the same one); closing it leaves this one open.
   */
  connectAgain(): Promise<Database>;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or, when the vitest project
 * sets STYLEBOOK_TEST_DB=postgres, a database of its own on the server at TEST_DATABASE_URL, dropped on close.
 * Each is a copy of the run's migrated template when vitest made one (database-templates.ts).
 * `statementTimeoutMs` applies to PostgreSQL's connections, as the server sets it.
 */
export async function openTestDatabase({
  statementTimeoutMs,
}: { statementTimeoutMs?: number } = {}): Promise<TestDatabase> {
  if (process.env.STYLEBOOK_TEST_DB !== 'postgres') {
    const templateFile = process.env[PGLITE_TEMPLATE_ENV];
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: undefined,
      ...(templateFile && { loadDataDir: new Blob([await readFile(templateFile)]) }),
    });
    if (!templateFile) await database.migrate();
    return { ...database, connectAgain: async () => ({ ...database, close: async () => undefined }) };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('STYLEBOOK_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `stylebook_test_${randomUUID().replaceAll('-', '')}`;
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  await withAdminClient(serverUrl, (admin) =>
    admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    kind: 'postgres',
    url: url.toString(),
    maxConnections: 4,
    statementTimeoutMs,
  });
  if (!template) await database.migrate();
  // Second connections (another API process's) are closed with this one, before the forced drop would
  // terminate them under a test that forgot them.
  const others: Database[] = [];
  return {
    ...database,
    url: url.toString(),
    async connectAgain() {
      const other = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 4 });
      let closing: Promise<void> | undefined;
      const once = { ...other, close: () => (closing ??= other.close()) };
      others.push(once);
      return once;
    },
    async close() {
      await Promise.all(others.map((other) => other.close()));
      await database.close();
      await withAdminClient(serverUrl, async (admin) => {
        // The closed pool's backends may still be exiting; dropping them by force then sends their
        // half-closed clients a 'terminating connection' error that escapes the test.
        await waitUntilUnused(admin, name);
        await admin.query(`drop database if exists "${name}" with (force)`);
      });
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  /** The app's media service, for code the app does not start itself (the demo seed). */
  media: MediaService;
  /**
   * A second API process on the same database and config, as another instance behind a load balancer:
   * its own caches and change feed. Closed, with its connections, by `close()`.
   */
  anotherProcess(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/**
 * The real app on a test database, logging off, media in a temp dir. Not yet ready, so a test may add
 * routes of its own before its first request.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: { logger?: FastifyBaseLogger } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'stylebook-test-'));
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    seedDemo: false,
    webDist: path.join(dataDir, 'no-web-build'),
    ...overrides,
  };
  // The server's statement timeout only when a test asks for one: a test's slow moment is not an outage.
  const database = await openTestDatabase({ statementTimeoutMs: overrides.databaseStatementTimeoutMs });
  const media = createMedia(config, database.db);
  const app = await buildApp({ config, database, media, logger: options.logger ?? false });
  const others: FastifyInstance[] = [];
  return {
    app,
    database,
    config,
    media,
    async anotherProcess() {
      const other = await buildApp({ config, database: await database.connectAgain(), logger: false });
      others.push(other);
      return other;
    },
    async close() {
      await Promise.all(others.map((other) => other.close()));
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The real app for the tests of the file or `describe` block that calls this: built before the first test,
 * closed after the last, with `request` ready to call it. Read it in tests and hooks only, as it exists from
 * the first `beforeAll` on. Overrides known only once an earlier `beforeAll` has run (a peer's port, a temp
 * dir) are given as a function, called when the app is built; the app is closed before what an earlier
 * `afterAll` stops, as vitest runs them last registered first.
 */
export function useTestApp(
  overrides: Partial<Config> | (() => Partial<Config>) = {},
  options: Parameters<typeof buildTestApp>[1] = {},
): TestApp & { request: ReturnType<typeof requestsTo> } {
  let built: { t: TestApp; request: ReturnType<typeof requestsTo> } | undefined;
  const current = () => {
    if (!built) throw new Error('useTestApp: the app is built in beforeAll; use it inside a test or hook');
    return built;
  };
  beforeAll(async () => {
    const t = await buildTestApp(typeof overrides === 'function' ? overrides() : overrides, options);
    built = { t, request: requestsTo(t.app) };
  });
  afterAll(() => built?.t.close());
  return {
    get app() {
      return current().t.app;
    },
    get database() {
      return current().t.database;
    },
    get config() {
      return current().t.config;
    },
    get media() {
      return current().t.media;
    },
    anotherProcess: () => current().t.anotherProcess(),
    close: () => current().t.close(),
    request: (...args) => current().request(...args),
  };
}

/** Unique per call within a test file, so factories never collide. */
let sequence = 0;
const nextSuffix = () => `${++sequence}${randomUUID().slice(0, 6)}`;

export type UserRow = typeof users.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type CollectionRow = typeof collections.$inferSelect;
export type LookRow = typeof looks.$inferSelect;

export async function newUser(
  db: Db,
  fields: Partial<typeof users.$inferInsert> & { role?: Role } = {},
): Promise<UserRow> {
  const suffix = nextSuffix();
  const [row] = await db
    .insert(users)
    .values({
      email: `user${suffix}@test.stylebook.local`,
      emailVerifiedAt: new Date(),
      username: `user${suffix}`,
      name: `Test User ${suffix}`,
      ...fields,
    })
    .returning();
  return row!;
}

export async function newProduct(
  db: Db,
  fields: Partial<typeof products.$inferInsert> & {
    ownerId: string;
    currency?: Currency;
    gender?: Gender;
  },
): Promise<ProductRow> {
  const id = fields.id ?? randomUUID();
  const url = `https://shop.example/test/${id}`;
  const [row] = await db
    .insert(products)
    .values({
      id,
      rootProductId: id,
      description: 'Test product',
      brand: 'Test Brand',
      priceMinor: 12_500,
      currency: 'USD',
      gender: 'UNISEX',
      purchaseUrl: url,
      canonicalUrl: url,
      images: [{ url: `/media/test/${id}.webp` }],
      ...fields,
    })
    .returning();
  return row!;
}

export type CollectionVisibility = 'public' | 'private' | 'paid';

export async function newCollection(
  db: Db,
  fields: Partial<typeof collections.$inferInsert> & {
    ownerId: string;
    visibility?: CollectionVisibility;
    productIds?: string[];
  },
): Promise<CollectionRow> {
  const { visibility = 'public', productIds = [], ...columns } = fields;
  const [row] = await db
    .insert(collections)
    .values({
      name: `Collection ${nextSuffix()}`,
      isPrivate: visibility === 'private',
      isPaidSubscriberOnly: visibility === 'paid',
      ...columns,
    })
    .returning();
  if (productIds.length > 0) {
    await db
      .insert(collectionProducts)
      .values(productIds.map((productId, position) => ({ collectionId: row!.id, productId, position })));
  }
  return row!;
}

/** A look, filed first into each of `collectionIds` when given. */
export async function newLook(
  db: Db,
  fields: Partial<typeof looks.$inferInsert> & { ownerId: string; collectionIds?: string[] },
): Promise<LookRow> {
  const { collectionIds = [], ...columns } = fields;
  const [row] = await db
    .insert(looks)
    .values({ title: `Look ${nextSuffix()}`, coverImageUrl: '/media/test/look.webp', ...columns })
    .returning();
  if (collectionIds.length > 0) {
    await db
      .insert(collectionLooks)
      .values(collectionIds.map((collectionId) => ({ collectionId, lookId: row!.id, position: 0 })));
  }
  return row!;
}

/** A live paid subscription of `subscriberId` to `stylistId` for a day, as a paid charge leaves it. */
export async function newPaidSubscription(db: Db, subscriberId: string, stylistId: string) {
  const [row] = await db
    .insert(paidSubscriptions)
    .values({
      subscriberId,
      stylistId,
      status: 'active',
      amount: 500,
      currency: 'USD',
      currentPeriodStart: new Date(),
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return row!;
}

export interface MailboxEntry {
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
}

/** The embedded mailbox, newest first, as `/dev/mailbox.json` shows it. */
export async function readMailbox(app: FastifyInstance, to?: string): Promise<MailboxEntry[]> {
  const mails = (await app.inject({ url: '/dev/mailbox.json' })).json<MailboxEntry[]>();
  return to ? mails.filter((mail) => mail.to === to) : mails;
}

/** The one-time code of the newest mail to `to` whose link starts with `pathPrefix`. */
export async function codeFromMail(app: FastifyInstance, to: string, pathPrefix: string): Promise<string> {
  for (const mail of await readMailbox(app, to)) {
    const link = mail.text
      .match(/https?:\/\/\S+/g)
      ?.find((url) => new URL(url).pathname.startsWith(pathPrefix));
    const code = link ? new URL(link).searchParams.get('oobCode') : null;
    if (code) return code;
  }
  throw new Error(`no mail to ${to} with a ${pathPrefix} link`);
}

let accountSequence = 0;

/** Registers through the API and returns the session with the credentials used. */
export async function registerAccount(
  app: FastifyInstance,
  fields: { role?: 'user' | 'stylist'; email?: string; password?: string; username?: string } = {},
) {
  const suffix = `${++accountSequence}${randomUUID().slice(0, 6)}`;
  const email = fields.email ?? `person${suffix}@test.stylebook.local`;
  const password = fields.password ?? `pass-${suffix}`;
  const username = fields.username ?? `person${suffix}`;
  const response = await app.inject({
    method: 'POST',
    url: `/api/auth/register/${fields.role ?? 'user'}`,
    payload: { fullName: 'Test Person', email, password, username },
  });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
  const session = response.json<{ token: string; refreshToken: string; user: { id: string } }>();
  return { ...session, email, password, username };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Requests to `app`, each as the holder of `token` (anonymous when it is absent). */
export function requestsTo(app: FastifyInstance) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string | null, payload?: object) =>
    app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
}

/** Registers through the API and verifies the email with the mailed code, as create and like routes need. */
export async function registerVerifiedAccount(
  app: FastifyInstance,
  fields: Parameters<typeof registerAccount>[1] = {},
) {
  const account = await registerAccount(app, fields);
  const code = await codeFromMail(app, account.email, '/verify-email');
  await app.inject({ method: 'POST', url: '/identity/verification/confirm', payload: { oobCode: code } });
  return account;
}

let testImageSequence = 0;

/**
 * A small WebP of one colour stored as `ownerId`'s media, so products, collections and looks may reference
 * its URL.
 */
export async function storeTestImage(t: TestApp, ownerId: string, colour = '#a86'): Promise<string> {
  const bytes = await sharp({ create: { width: 40, height: 50, channels: 3, background: colour } })
    .webp()
    .toBuffer();
  const [url] = await createMedia(t.config, t.database.db).storeImages([
    { key: `test/image-${++testImageSequence}-${randomUUID().slice(0, 8)}.webp`, bytes, ownerId },
  ]);
  return url!;
}

/** Text planted in a test photo's EXIF and XMP, which no stored image may still contain. */
export const PHOTO_SECRET = 'stylebook-secret-home-address';

/**
 * A 60x40 photo carrying what a phone camera writes: EXIF with a GPS position and orientation 6 (so it is
 * shown 40x60, turned a quarter), XMP and a Display P3 colour profile.
 */
export function photoWithMetadata(format: 'jpeg' | 'png' | 'webp' | 'avif'): Promise<Buffer> {
  return sharp({ create: { width: 60, height: 40, channels: 3, background: '#c96' } })
    .withExif({
      IFD0: { ImageDescription: PHOTO_SECRET, Make: 'Stylebook Phone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 26/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 39/1',
      },
    })
    .withXmp(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:description>${PHOTO_SECRET}</dc:description></rdf:Description></rdf:RDF></x:xmpmeta>`,
    )
    .withIccProfile('p3')
    .withMetadata({ orientation: 6 })
    .toFormat(format)
    .toBuffer();
}

/**
 * What an image tells whoever downloads it: its format, shown size and frames, and which metadata it
 * carries (`exif`, `xmp`, `iptc`, `icc`, and `orientation` when it is not the upright 1).
 */
export async function metadataOf(bytes: Buffer) {
  const { format, width, height, pages, orientation, exif, xmp, iptc, icc } = await sharp(bytes).metadata();
  const carried = Object.entries({
    exif,
    xmp,
    iptc,
    icc,
    orientation: orientation === 1 ? undefined : orientation,
  })
    .filter(([, value]) => value !== undefined)
    .map(([name]) => name);
  return { format, width, height, pages, carried };
}

/** A logger at `level` that keeps what it writes, for tests of what reaches the logs. */
export function capturedLog(level: pino.Level): { logger: FastifyBaseLogger; text(): string } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ level }, sink), text: () => lines.join('') };
}

/** The values of the samples of `name` whose labels include `labels`, from a Prometheus text exposition. */
export function samplesOf(body: string, name: string, labels: Record<string, string> = {}): number[] {
  const values: number[] = [];
  for (const line of body.split('\n')) {
    const match = /^([a-z_:][a-z0-9_:]*)(?:\{(.*)\})? (\S+)$/i.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([a-z_][a-z0-9_]*)="((?:[^"\\]|\\.)*)"/gi)].map((pair) => [
        pair[1],
        pair[2],
      ]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) values.push(Number(match[3]));
  }
  return values;
}

/** The value of the (first) sample of `name` whose labels include `labels` (see `samplesOf`). */
export function sampleOf(
  body: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  return samplesOf(body, name, labels)[0];
}

/** The value of one sample of the app's /metrics, asked from this machine (see `sampleOf`). */
export async function metricSample(
  app: FastifyInstance,
  name: string,
  labels: Record<string, string> = {},
): Promise<number | undefined> {
  const response = await app.inject({ url: '/metrics' });
  if (response.statusCode !== 200) throw new Error(`/metrics answered ${response.statusCode}`);
  return sampleOf(response.body, name, labels);
}
