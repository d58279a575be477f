import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import {
  collectionLooks,
  collectionProducts,
  collections,
  credentials,
  lookProducts,
  looks,
  products,
  users,
} from '../db/schema.ts';
import { mapWithConcurrency } from '../lib/concurrency.ts';
import { hashPassword } from '../modules/identity/passwords.ts';
import { placeholderKey, renderBlurredPlaceholder } from '../modules/media/media.placeholder.ts';
import { mediaUrl, type MediaService, type MediaToStore } from '../modules/media/media.service.ts';
import { createMoney } from '../modules/wallet/money.ts';
import { demoPaymentProvider } from '../modules/wallet/payment-provider.ts';
import type { Actor } from '../plugins/auth.ts';
import { avatarSvg, flatLay, productShot } from './artwork.ts';
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
/** Pictures rendered at once: libvips works each on one core, and this machine class has two. */
const RENDER_CONCURRENCY = 3;
/**
 * Every demo account signs in with this password, so a newcomer can try the app as a stylist. Demo data is
 * for trying the app: production runs with SEED_DEMO=0.
 */
export const DEMO_PASSWORD = 'stylebook-demo';
/** Any constant works; it keeps two processes starting on one empty database from both seeding. */
const SEED_LOCK_ID = 7_240_311;

export interface SeedDeps {
  db: Db;
  media: Pick<MediaService, 'storeImages'>;
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
  const { wallet, paidSubscriptions } = createMoney({
    db,
    provider: demoPaymentProvider,
    publicOrigin,
    mailQueued: () => undefined,
  });
  const actorFor = (userId: string): Actor => ({ userId, sessionId: 'demo-seed', emailVerified: true });
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

async function hasUsers(db: Db): Promise<boolean> {
  const anyUser = await db.select({ id: users.id }).from(users).limit(1);
  return anyUser.length > 0;
}

/** Content-addressed keys: immutable caching stays correct if the artwork ever changes. */
function seedKey(bytes: Buffer): string {
  return `seed/${createHash('sha256').update(bytes).digest('hex').slice(0, 20)}.webp`;
}

/** Every picture of the plan, by the plan id it was drawn for (a shot, user, look or collection id). */
type Pictures = Map<string, MediaToStore>;

async function drawPictures(plan: CataloguePlan): Promise<Pictures> {
  // Slowest first, so the pool does not end waiting on one large cover.
  const jobs: { planId: string; ownerId: string | null; draw: () => Promise<Buffer> }[] = [
    ...plan.looks.map((look) => ({
      planId: look.id,
      ownerId: look.ownerId,
      draw: () => renderScene(flatLay(look.items, look.surface)),
    })),
    ...plan.shots.map((shot) => ({
      planId: shot.id,
      ownerId: null,
      draw: () => renderScene(productShot(shot.art, shot.backdrop, shot.view)),
    })),
    ...plan.users.map((user) => ({
      planId: user.id,
      ownerId: user.id,
      draw: () => renderSvg(avatarSvg(user.person.portrait)),
    })),
  ];
  const drawn = await mapWithConcurrency(jobs, RENDER_CONCURRENCY, async ({ planId, ownerId, draw }) => {
    const bytes = await draw();
    return [planId, { key: seedKey(bytes), bytes, ownerId }] as const;
  });
  const pictures: Pictures = new Map(drawn);

  // Paid-only collections get their locked cover now, from the real one (their first product's cover).
  for (const collection of plan.collections.filter((c) => c.visibility === 'paid')) {
    const coverShot = plan.products.find((product) => product.id === collection.productIds[0])?.shotIds[0];
    const cover = coverShot ? pictures.get(coverShot) : undefined;
    if (!cover) continue;
    const bytes = await renderBlurredPlaceholder(cover.bytes);
    pictures.set(collection.id, {
      key: placeholderKey(collection.id, bytes),
      bytes,
      ownerId: collection.ownerId,
    });
  }
  return pictures;
}

function urlOf(pictures: Pictures, planId: string): string {
  const picture = pictures.get(planId);
  if (!picture) throw new Error(`No picture was drawn for ${planId}`);
  return mediaUrl(picture.key);
}

async function writeCatalogue(
  tx: Db,
  plan: CataloguePlan,
  pictures: Pictures,
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
      rootProductId: product.id,
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
 * Seeds the demo catalogue (DESIGN.md §2) into a database without users, in one transaction, so a start
 * that fails half-way leaves nothing behind and the next start seeds again. Answers null when it did nothing.
 */
export async function seedDemoIfEmpty({
  db,
  media,
  log,
  publicOrigin,
}: SeedDeps): Promise<SeedSummary | null> {
  if (await hasUsers(db)) return null;
  const started = performance.now();
  const plan = planCatalogue(new Random(DEMO_SEED));
  const seededAt = Date.now();
  const history = planHistory(new Random(HISTORY_SEED), plan, seededAt);
  const pictures = await drawPictures(plan);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (await hasUsers(tx)) return false;
    await writeCatalogue(tx, plan, pictures, seededAt, passwordHash);
    await writeHistory(tx, history, passwordHash);
    await media.storeImages([...pictures.values()], tx);
    return true;
  });
  if (!seeded) return null;
  await seedDemoMoney(db, plan, history, publicOrigin);

  const summary: SeedSummary = {
    users: plan.users.length + history.audience.length,
    products: plan.products.length,
    collections: plan.collections.length,
    looks: plan.looks.length,
    images: pictures.size,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
  log.info(summary, 'seeded the demo catalogue');
  return summary;
}
