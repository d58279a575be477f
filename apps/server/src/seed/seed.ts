import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import {
  collectionLooks,
  collectionProducts,
  collections,
  credentials,
  lookProducts,
  looks,
  mediaObjects,
  products,
  users,
} from '../db/schema/index.ts';
import { mapWithConcurrency } from '../lib/concurrency.ts';
import { hashPassword } from '../modules/identity/passwords.ts';
import { placeholderKey, renderBlurredPlaceholder } from '../modules/media/media.placeholder.ts';
import { mediaUrl, type MediaService, type MediaToStore } from '../modules/media/media.service.ts';
import { createMoneyServices } from '../services.ts';
import { demoPaymentProvider } from '../modules/wallet/payment-provider.ts';
import type { Actor } from '../plugins/auth.ts';
import { avatarSvg, flatLay, productShot, type Scene } from './artwork.ts';
import { renderScene, renderSvg } from './photos.ts';
import {
  ACCOUNT_AGE_DAYS,
  planHistory,
  writeHistory,
  writePaidHistory,
  type HistoryPlan,
} from './history.ts';
import { planCatalogue, type CataloguePlan } from './plan.ts';
import { Random } from './random.ts';

/** The same catalogue on every fresh install. */
export const DEMO_SEED = 20_250_601;
/** The history has a generator of its own, so it never changes the catalogue's draws. */
export const HISTORY_SEED = 20_250_602;
/**
 * Pictures drawn at once in the background. Two finish the covers a first start waits for sooner than one
 * (8 in 0.47 s against 0.8 s); libvips draws off the event loop, so requests are still answered meanwhile.
 */
const RENDER_CONCURRENCY = 2;
/**
 * Every demo account signs in with this password, so a newcomer can try the app as a stylist. Demo data is
 * for trying the app: production runs with SEED_DEMO=0.
 */
export const DEMO_PASSWORD = 'stylebook-demo';
/** Any constant works; it keeps two processes starting on one empty database from both seeding. */
const SEED_LOCK_ID = 7_240_311;

export interface SeedDeps {
  db: Db;
  /** The app's own media service, which serves the pictures the seed defers as they are asked for. */
  media: Pick<MediaService, 'storeImages' | 'deferImages'>;
  log: Pick<FastifyBaseLogger, 'info'>;
  /** For links in mail the demo subscription may send later (renewal, cancellation). */
  publicOrigin: string;
}

/**
 * The paid side, alive from the first start: besides the history's subscribers, a person with a funded wallet
 * who pays Mei Tanaka's monthly price. Written through the wallet and subscription services, so the books
 * balance as for any person; always with the demo provider, as no real money backs demo data.
 */
const DEMO_MONEY = {
  stylist: 'mei.tanaka',
  subscriber: 'priya.r',
  topUps: [
    { amount: 10_000, currency: 'JPY' },
    { amount: 5_000, currency: 'USD' },
  ],
} as const;

async function seedDemoMoney(
  db: Db,
  plan: CataloguePlan,
  history: HistoryPlan,
  publicOrigin: string,
): Promise<void> {
  const { wallet, paidSubscriptions } = createMoneyServices({
    db,
    provider: demoPaymentProvider,
    publicOrigin,
    mailQueued: () => undefined,
  });
  const actorFor = (userId: string): Actor => ({
    userId,
    sessionId: 'demo-seed',
    emailVerified: true,
    isModerator: false,
  });
  const idOf = (username: string) => {
    const user = plan.users.find(({ person }) => person.username === username);
    if (!user) throw new Error(`No demo person ${username}`);
    return user.id;
  };
  for (const { stylistId, amount, currency } of history.prices) {
    await paidSubscriptions.setPrice(actorFor(stylistId), { amount, currency });
  }
  await writePaidHistory(db, history);
  const subscriber = actorFor(idOf(DEMO_MONEY.subscriber));
  for (const topUp of DEMO_MONEY.topUps) {
    await wallet.topUp(subscriber, `demo-seed-top-up-${topUp.currency}`, topUp);
  }
  await paidSubscriptions.subscribe(subscriber, idOf(DEMO_MONEY.stylist), 'demo-seed-subscription');
}

export interface SeedSummary {
  users: number;
  products: number;
  collections: number;
  looks: number;
  images: number;
  seconds: number;
}

/** What a seed or a resumed start left to do: the pictures drawn ahead, resolving to the keys that failed. */
export interface PicturesInProgress {
  drawn: Promise<string[]>;
}

async function hasUsers(db: Db): Promise<boolean> {
  const anyUser = await db.select({ id: users.id }).from(users).limit(1);
  return anyUser.length > 0;
}

/** Bumped when the renderer draws the same scene differently, so its pictures get new keys. */
const RENDERER_VERSION = 'photos-2';

/**
 * Keys named by what is drawn (the scene's source and the renderer), so a picture can be referenced before
 * it is made and immutable caching stays correct if the artwork ever changes.
 */
function seedKey(source: string): string {
  const digest = createHash('sha256').update(`${RENDERER_VERSION}\n${source}`).digest('hex');
  return `seed/${digest.slice(0, 20)}.webp`;
}

/** A picture of the plan, by the plan id it was drawn for (a shot, user or look id). */
interface Picture {
  planId: string;
  key: string;
  ownerId: string | null;
  draw: () => Promise<Buffer>;
  /** Drawn in the background after the seed; the others only when someone opens them. */
  ahead: boolean;
}

function scenePicture(
  planId: string,
  ownerId: string | null,
  scene: Scene,
  { ahead, effort }: { ahead: boolean; effort?: number },
): Picture {
  return {
    planId,
    ownerId,
    key: seedKey(JSON.stringify(scene)),
    draw: () => renderScene(scene, effort),
    ahead,
  };
}

/**
 * Every picture of the plan, in the order a newcomer meets them: faces, look covers, the newest products'
 * covers (all drawn ahead), then the other views of each product, which wait until a gallery is opened.
 */
function planPictures(plan: CataloguePlan): Picture[] {
  const shots = new Map(plan.shots.map((shot) => [shot.id, shot]));
  const newestFirst = [...plan.products].sort((a, b) => a.ageMinutes - b.ageMinutes);
  const covers = new Set(newestFirst.map((product) => product.shotIds[0]!));
  const views = new Set(
    newestFirst.flatMap((product) => product.shotIds.slice(1)).filter((id) => !covers.has(id)),
  );
  const shotPicture = (id: string, ahead: boolean) => {
    const shot = shots.get(id)!;
    return scenePicture(id, null, productShot(shot.art, shot.backdrop, shot.view), { ahead });
  };
  return [
    ...plan.users.map((user) => {
      const svg = avatarSvg(user.person.portrait);
      return {
        planId: user.id,
        ownerId: user.id,
        key: seedKey(svg),
        draw: () => renderSvg(svg),
        ahead: true,
      };
    }),
    ...plan.looks.map((look) =>
      scenePicture(look.id, look.ownerId, flatLay(look.items, look.surface), { ahead: true, effort: 3 }),
    ),
    ...[...covers].map((id) => shotPicture(id, true)),
    ...[...views].map((id) => shotPicture(id, false)),
  ];
}

/** Each picture's URL, by the plan id it was drawn for. */
type PictureUrls = Map<string, string>;

/**
 * Paid-only collections need their locked cover now, made from the real one (their first product's cover):
 * those covers are drawn during the seed, as many at a time as in the background, and stored with their
 * placeholders; the rest are left to draw.
 */
async function drawLockedCovers(
  plan: CataloguePlan,
  pictures: Picture[],
): Promise<{ urls: PictureUrls; images: MediaToStore[] }> {
  const byPlanId = new Map(pictures.map((picture) => [picture.planId, picture]));
  const paid = plan.collections.filter((c) => c.visibility === 'paid');
  const locked = await mapWithConcurrency(paid, RENDER_CONCURRENCY, async (collection) => {
    const coverShot = plan.products.find((product) => product.id === collection.productIds[0])?.shotIds[0];
    const cover = coverShot ? byPlanId.get(coverShot) : undefined;
    if (!cover) return [];
    const coverBytes = await cover.draw();
    const bytes = await renderBlurredPlaceholder(coverBytes);
    const placeholder = { key: placeholderKey(collection.id, bytes), bytes, ownerId: collection.ownerId };
    return [
      {
        collectionId: collection.id,
        cover: { key: cover.key, bytes: coverBytes, ownerId: null },
        placeholder,
      },
    ];
  });
  const drawn = locked.flat();
  return {
    urls: new Map(drawn.map(({ collectionId, placeholder }) => [collectionId, mediaUrl(placeholder.key)])),
    images: drawn.flatMap(({ cover, placeholder }) => [cover, placeholder]),
  };
}

function urlOf(urls: PictureUrls, planId: string): string {
  const url = urls.get(planId);
  if (!url) throw new Error(`No picture was planned for ${planId}`);
  return url;
}

/** Draws the pictures not stored yet in the background, through the media service that serves them. */
function drawLater({ media, log }: Pick<SeedDeps, 'media' | 'log'>, pictures: Picture[]): PicturesInProgress {
  const started = performance.now();
  const ahead = pictures.filter((picture) => picture.ahead);
  const onRequest = pictures.filter((picture) => !picture.ahead);
  const drawn = media.deferImages({ ahead, onRequest }, RENDER_CONCURRENCY).then((failed) => {
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    log.info(
      { images: ahead.length, onRequest: onRequest.length, failed: failed.length, seconds },
      'drew the demo pictures',
    );
    return failed;
  });
  return { drawn };
}

async function writeCatalogue(
  tx: Db,
  plan: CataloguePlan,
  pictures: PictureUrls,
  seededAt: number,
  passwordHash: string,
): Promise<void> {
  const ago = (minutes: number) => new Date(seededAt - minutes * 60_000);
  const verifiedAt = ago(60 * 24 * ACCOUNT_AGE_DAYS);

  await tx.insert(users).values(
    plan.users.map(({ id, person, email }) => ({
      id,
      email,
      emailVerifiedAt: verifiedAt,
      username: person.username,
      name: person.name,
      bio: person.bio,
      website: person.website,
      role: person.role,
      avatarUrl: urlOf(pictures, id),
      createdAt: verifiedAt,
      updatedAt: verifiedAt,
    })),
  );
  await tx.insert(credentials).values(plan.users.map(({ id }) => ({ userId: id, passwordHash })));
  await tx.insert(products).values(
    plan.products.map((product) => ({
      id: product.id,
      ownerId: product.ownerId,
      rootProductId: product.rootId,
      description: product.description,
      brand: product.brand,
      priceMinor: product.priceMinor,
      currency: product.currency,
      gender: product.gender,
      purchaseUrl: product.purchaseUrl,
      canonicalUrl: product.canonicalUrl,
      images: product.shotIds.map((shotId) => ({ url: urlOf(pictures, shotId) })),
      isFeatured: product.isFeatured,
      createdAt: ago(product.ageMinutes),
      updatedAt: ago(product.ageMinutes),
    })),
  );
  await tx.insert(looks).values(
    plan.looks.map(({ id, ownerId, title, description, ageMinutes }) => ({
      id,
      ownerId,
      title,
      description,
      coverImageUrl: urlOf(pictures, id),
      createdAt: ago(ageMinutes),
      updatedAt: ago(ageMinutes),
    })),
  );
  await tx.insert(lookProducts).values(
    plan.looks.flatMap((look) =>
      look.items.map(({ productId, slot }, position) => ({
        lookId: look.id,
        productId,
        position,
        x: slot.x,
        y: slot.y,
      })),
    ),
  );
  await tx.insert(collections).values(
    plan.collections.map(({ id, ownerId, name, visibility, archived, ageMinutes }) => ({
      id,
      ownerId,
      name,
      isPrivate: visibility === 'private',
      isPaidSubscriberOnly: visibility === 'paid',
      coverPlaceholderUrl: visibility === 'paid' ? urlOf(pictures, id) : null,
      archivedAt: archived ? ago(ageMinutes / 2) : null,
      createdAt: ago(ageMinutes),
      updatedAt: ago(ageMinutes),
    })),
  );
  await tx
    .insert(collectionProducts)
    .values(
      plan.collections.flatMap(({ id, productIds }) =>
        productIds.map((productId, position) => ({ collectionId: id, productId, position })),
      ),
    );
  const filedLooks = plan.collections.flatMap(({ id, lookIds }) =>
    lookIds.map((lookId, position) => ({ collectionId: id, lookId, position })),
  );
  if (filedLooks.length > 0) await tx.insert(collectionLooks).values(filedLooks);
}

/**
 * Seeds the demo catalogue (docs/architecture.md §7) into a database without users, in one transaction, so a
 * start that fails half-way leaves nothing behind and the next start seeds again. The rows reference every
 * picture at once; the pictures are drawn after, in the background, and a request for one not drawn yet draws
 * it first (media's deferred images), so the first start is quick. Answers null when it did nothing.
 */
export async function seedDemoIfEmpty(
  deps: SeedDeps,
): Promise<{ summary: SeedSummary; pictures: PicturesInProgress } | null> {
  const { db, media, log, publicOrigin } = deps;
  if (await hasUsers(db)) return null;
  const started = performance.now();
  const plan = planCatalogue(new Random(DEMO_SEED));
  const seededAt = Date.now();
  const history = planHistory(new Random(HISTORY_SEED), plan, seededAt);
  const pictures = planPictures(plan);
  const urls: PictureUrls = new Map(pictures.map(({ planId, key }) => [planId, mediaUrl(key)]));
  const [locked, passwordHash] = await Promise.all([
    drawLockedCovers(plan, pictures),
    hashPassword(DEMO_PASSWORD),
  ]);
  for (const [planId, url] of locked.urls) urls.set(planId, url);

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (await hasUsers(tx)) return false;
    await writeCatalogue(tx, plan, urls, seededAt, passwordHash);
    await writeHistory(tx, history, passwordHash);
    await media.storeImages(locked.images, tx);
    return true;
  });
  if (!seeded) return null;
  await seedDemoMoney(db, plan, history, publicOrigin);
  const stored = new Set(locked.images.map(({ key }) => key));

  const summary: SeedSummary = {
    users: plan.users.length + history.audience.length,
    products: plan.products.length,
    collections: plan.collections.length,
    looks: plan.looks.length,
    images: pictures.length + locked.urls.size,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
  log.info(summary, 'seeded the demo catalogue');
  return {
    summary,
    pictures: drawLater(
      deps,
      pictures.filter(({ key }) => !stored.has(key)),
    ),
  };
}

/**
 * On a start after the demo seed: draws the demo pictures a stopped process left undrawn. Only when the
 * database was seeded from this plan and renderer (its first look's cover, which draws products of several
 * kinds, is this plan's); null when none is left.
 */
export async function resumeDemoPictures(
  deps: Pick<SeedDeps, 'db' | 'media' | 'log'>,
): Promise<PicturesInProgress | null> {
  const { db } = deps;
  const plan = planCatalogue(new Random(DEMO_SEED));
  const pictures = planPictures(plan);
  const firstCover = pictures.find(({ planId }) => planId === plan.looks[0]!.id)!;
  const seededFromThisPlan = await db
    .select({ id: looks.id })
    .from(looks)
    .where(eq(looks.coverImageUrl, mediaUrl(firstCover.key)))
    .limit(1);
  if (seededFromThisPlan.length === 0) return null;
  const stored = await db
    .select({ key: mediaObjects.key })
    .from(mediaObjects)
    .where(
      inArray(
        mediaObjects.key,
        pictures.map(({ key }) => key),
      ),
    );
  const storedKeys = new Set(stored.map(({ key }) => key));
  const missing = pictures.filter(({ key }) => !storedKeys.has(key));
  return missing.length > 0 ? drawLater(deps, missing) : null;
}
