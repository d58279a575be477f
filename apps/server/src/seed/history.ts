import { fromMinorUnits, type Currency } from '@stylebook/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  collectionSaves,
  credentials,
  follows,
  ledgerEntries,
  ledgerTransactions,
  lookLikes,
  notifications,
  paidSubscriptions,
  pricePages,
  pricePoints,
  productClicks,
  productLikes,
  searchHistory,
  users,
} from '../db/schema/index.ts';
import { addMonth } from '../modules/paid-subscriptions/billing.ts';
import { subscriptionCharge } from '../modules/paid-subscriptions/paid-subscriptions.service.ts';
import { createLedger } from '../modules/wallet/ledger.ts';
import { topUpTransaction } from '../modules/wallet/wallet.service.ts';
import type { NewNotificationRow } from '../modules/notifications/notifications.repository.ts';
import { notificationRow, type NewNotification } from '../modules/notifications/notifications.service.ts';
import { AUDIENCE_NAMES, PRICE_CONVERSION } from './catalogue.ts';
import { priceIn, type CataloguePlan, type ProductPlan } from './plan.ts';
import type { Random } from './random.ts';

/**
 * Five months of backdated activity around the demo stylists, so the dashboard (docs/product.md §18) has
 * history on a fresh clone: an audience of shoppers who follow, like, save, click purchase links and pay for
 * subscriptions, each after the thing existed, more of it lately, as a growing account sees. Decided by the
 * PRNG and the seed's clock alone; seed.ts writes it.
 */

export const HISTORY_DAYS = 150;
/** The demo people's accounts are older than the history, so their follows can lie anywhere in it. */
export const ACCOUNT_AGE_DAYS = HISTORY_DAYS + 30;

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/**
 * How likely a person is to follow each stylist: a few are popular, most have a smaller following, as on any
 * network. The README's demo stylist is the busiest.
 */
const FOLLOW_CHANCE: Record<string, number> = {
  'amara.edits': 0.85,
  'mei.tanaka': 0.6,
  'lucia.h.style': 0.45,
  'jonas.wears': 0.4,
  'jiwoo.park': 0.3,
  'marcus.reed': 0.25,
  'harper.quinn': 0.2,
  'dewi.lestari': 0.15,
};
/** Stylists follow some of each other. */
const PEER_FOLLOW_CHANCE = 0.35;
/** Purchase-link clicks over the whole history, per stylist. */
const CLICKS: Record<string, number> = {
  'amara.edits': 2400,
  'mei.tanaka': 1500,
  'lucia.h.style': 1200,
  'jonas.wears': 900,
  'jiwoo.park': 600,
  'marcus.reed': 500,
  'harper.quinn': 400,
  'dewi.lestari': 300,
};
/** Likes an audience member gives over the history: most give a few, some give many. */
const LIKES_PER_PERSON = { least: 10, most: 100 };
/** How far a shopper's finds reach, against a stylist's follow chance. */
const SHOPPER_REACH = 0.15;
/** A product of a stylist the person follows is this much more likely to be liked. */
const FOLLOWED_WEIGHT = 4;
const LOOK_LIKE_CHANCE = 0.5;
const SAVE_CHANCE = 0.3;
/** Share of clicks made by a signed-in audience member; the rest are anonymous visitors. */
const SIGNED_IN_CLICK_SHARE = 0.3;
/** After each month paid, a subscriber stops with this chance. */
const CANCEL_CHANCE = 0.12;

/**
 * What the audience searched in the last week (trending searches): queries that find something in the demo
 * catalogue (brands, products, synonyms, a collection, a stylist), the first ones searched most. A few more
 * only one person searched, which trending leaves out.
 */
export const DEMO_SEARCHES: readonly string[] = [
  'linen shirt',
  'denim',
  'chelsea boots',
  'nomad atelier',
  'wool coat',
  'slip dress',
  'trainers',
  'sunglasses',
  'cashmere',
  'leather tote',
  'weekend in lisbon',
  'amara',
];
const ONE_OFF_SEARCHES: readonly string[] = ['red scarf for mum', 'cashmire', 'vintage levis 501'];
/** Days of searches in the demo: trending reads a week. */
const SEARCH_DAYS = 7;
/** Each audience member searches this many of the demo searches at most, on days of the week. */
const SEARCHES_PER_PERSON = 5;

/**
 * Who charges for paid subscriptions in the history, and how much: Amara moved from pounds to dollars
 * 55 days before the seed (so her earnings come in two currencies), Mei keeps the yen price seed.ts gives her.
 * Jonas and Lucía take no paid subscribers: the e2e journeys find their paid-only collections unpriced.
 */
interface PriceHistory {
  stylist: string;
  payChance: number;
  /** Newest last; each applies from `sinceDaysAgo` days before the seed. */
  prices: { sinceDaysAgo: number; amount: number; currency: Currency }[];
}
export const PRICE_HISTORY: readonly PriceHistory[] = [
  {
    stylist: 'amara.edits',
    payChance: 0.6,
    prices: [
      { sinceDaysAgo: HISTORY_DAYS, amount: 399, currency: 'GBP' },
      { sinceDaysAgo: 55, amount: 499, currency: 'USD' },
    ],
  },
  {
    stylist: 'mei.tanaka',
    payChance: 0.4,
    prices: [{ sinceDaysAgo: HISTORY_DAYS, amount: 700, currency: 'JPY' }],
  },
];

export interface AudienceMember {
  id: string;
  name: string;
  username: string;
  email: string;
  joinedAt: Date;
}

interface Charge {
  at: Date;
  amount: number;
  currency: Currency;
}

export interface PaidHistory {
  subscriberId: string;
  stylistId: string;
  charges: Charge[];
  status: 'active' | 'cancelled' | 'ended';
}

export interface HistoryPlan {
  audience: AudienceMember[];
  /** Every follow of the demo, the catalogue's own included, with when it happened. */
  follows: { followerId: string; followeeId: string; createdAt: Date }[];
  productLikes: { userId: string; productId: string; createdAt: Date }[];
  lookLikes: { userId: string; lookId: string; createdAt: Date }[];
  saves: { userId: string; collectionId: string; createdAt: Date }[];
  clicks: { productId: string; userId: string | null; createdAt: Date }[];
  paid: PaidHistory[];
  /** Each stylist's price now, for those who charge. */
  prices: { stylistId: string; amount: number; currency: Currency }[];
  /** Committed searches of the last week, one per person, query and UTC day (YYYY-MM-DD). */
  searches: { userId: string; query: string; day: string }[];
  /** What the store pages showed over the months, oldest first per page; the last is the product's price. */
  pricePoints: PricePointPlan[];
  /** The last few weeks of the bell, for everyone the history touched. */
  notifications: NotificationPlan[];
}

export interface PricePointPlan {
  canonicalUrl: string;
  readAt: Date;
  priceMinor: number;
  currency: Currency;
  inStock: boolean;
}

export type NotificationPlan = NewNotificationRow & { createdAt: Date; readAt: Date | null };

const usernameOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w\s]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '.');

/**
 * An instant between two others, drawn so that activity grows: the density rises steadily to three times
 * its start at the later end (inverse of the CDF of 1 + 2x on [0, 1]), like a stylist gaining an audience.
 */
function growing(random: Random, earliest: number, latest: number): Date {
  const x = (Math.sqrt(1 + 8 * random.next()) - 1) / 2;
  return new Date(earliest + (latest - earliest) * x);
}

function uniformly(random: Random, earliest: number, latest: number): Date {
  return new Date(earliest + (latest - earliest) * random.next());
}

/**
 * Products anyone may see (docs/product.md §4): in a public collection of the owner's, or in none that hides
 * them.
 */
function publicProducts(catalogue: CataloguePlan): ProductPlan[] {
  const holders = new Map<string, string[]>();
  for (const collection of catalogue.collections) {
    for (const id of collection.productIds)
      holders.set(id, [...(holders.get(id) ?? []), collection.visibility]);
  }
  return catalogue.products.filter((product) => {
    const visibilities = holders.get(product.id) ?? [];
    return visibilities.length === 0 || visibilities.includes('public');
  });
}

export function planHistory(random: Random, catalogue: CataloguePlan, seededAt: number): HistoryPlan {
  const start = seededAt - HISTORY_DAYS * DAY_MS;
  const ago = (minutes: number) => seededAt - minutes * MINUTE_MS;
  const stylists = catalogue.users.filter((user) => user.person.role === 'STYLIST');
  const stylistByName = new Map(stylists.map((user) => [user.person.username, user]));

  const audience: AudienceMember[] = AUDIENCE_NAMES.map((name) => {
    const username = usernameOf(name);
    return {
      id: random.uuid(),
      name,
      username,
      email: `${username.replaceAll('.', '')}@demo.stylebook.local`,
      // Most joined early on, so the first months have an audience too.
      joinedAt: new Date(start + random.next() ** 2 * (HISTORY_DAYS - 30) * DAY_MS),
    };
  });

  const followedAt = new Map<string, Date>();
  const followKey = (followerId: string, followeeId: string) => `${followerId}:${followeeId}`;
  // The journeys' shoppers follow every stylist, so their profiles open with subscriptions; stylists follow
  // some of their peers.
  const catalogueFollows = catalogue.users.flatMap((person) =>
    stylists
      .filter(
        (stylist) => stylist.id !== person.id && (!person.person.style || random.chance(PEER_FOLLOW_CHANCE)),
      )
      .map((stylist) => ({
        followerId: person.id,
        followeeId: stylist.id,
        createdAt: uniformly(random, start, seededAt - DAY_MS),
      })),
  );
  const audienceFollows = audience.flatMap((member) =>
    stylists
      .filter((stylist) => random.chance(FOLLOW_CHANCE[stylist.person.username] ?? 0.2))
      .map((stylist) => ({
        followerId: member.id,
        followeeId: stylist.id,
        createdAt: uniformly(random, member.joinedAt.getTime(), seededAt - MINUTE_MS),
      })),
  );
  const allFollows = [...catalogueFollows, ...audienceFollows];
  for (const follow of allFollows)
    followedAt.set(followKey(follow.followerId, follow.followeeId), follow.createdAt);
  const follower = (memberId: string, stylistId: string) => followedAt.get(followKey(memberId, stylistId));

  // Likes, saves and clicks come from the audience alone: the journeys' demo people start with none.
  const visible = publicProducts(catalogue);
  // Every public product has a popularity, 1/rank^0.6 over a shuffled order: a few draw most likes and
  // the rest a long tail, as on any network.
  const popularity = new Map(
    random.shuffle(visible).map((product, rank) => [product.id, 1 / (rank + 1) ** 0.6]),
  );
  const reach = new Map(stylists.map((s) => [s.id, FOLLOW_CHANCE[s.person.username] ?? SHOPPER_REACH]));
  const productLikes = audience.flatMap((member) => {
    // How many likes this person gives: skewed towards few, as most people like little and some a lot.
    const wanted = Math.round(
      LIKES_PER_PERSON.least + (LIKES_PER_PERSON.most - LIKES_PER_PERSON.least) * random.next() ** 3,
    );
    const liked = new Set<string>();
    return Array.from({ length: wanted }, () => {
      // A like's time comes first, then a product that existed by then, so early days are not starved.
      const createdAt = growing(random, member.joinedAt.getTime(), seededAt - MINUTE_MS);
      const choices = visible.filter(
        (product) => ago(product.ageMinutes) <= createdAt.getTime() && !liked.has(product.id),
      );
      // Popular stylists' products draw more likes, and more still from their followers.
      const weights = choices.map(
        (product) =>
          popularity.get(product.id)! *
          (reach.get(product.ownerId) ?? SHOPPER_REACH) *
          (follower(member.id, product.ownerId) ? FOLLOWED_WEIGHT : 1),
      );
      const product = random.weighted(choices, weights);
      if (!product) return [];
      liked.add(product.id);
      return [{ userId: member.id, productId: product.id, createdAt }];
    }).flat();
  });
  const lookLikes = audience.flatMap((member) =>
    catalogue.looks.flatMap((look) => {
      const since = Math.max(member.joinedAt.getTime(), ago(look.ageMinutes));
      return follower(member.id, look.ownerId) && random.chance(LOOK_LIKE_CHANCE)
        ? [{ userId: member.id, lookId: look.id, createdAt: growing(random, since, seededAt - MINUTE_MS) }]
        : [];
    }),
  );
  const savable = catalogue.collections.filter(
    (collection) => collection.visibility === 'public' && !collection.archived,
  );
  const saves = audience.flatMap((member) =>
    savable.flatMap((collection) => {
      const since = Math.max(member.joinedAt.getTime(), ago(collection.ageMinutes));
      return follower(member.id, collection.ownerId) && random.chance(SAVE_CHANCE)
        ? [
            {
              userId: member.id,
              collectionId: collection.id,
              createdAt: growing(random, since, seededAt - MINUTE_MS),
            },
          ]
        : [];
    }),
  );

  const clicks = stylists.flatMap((stylist) => {
    // A few products draw most clicks, as in any shop: weight 1/√rank over a shuffled order.
    const own = random.shuffle(visible.filter((product) => product.ownerId === stylist.id));
    const weights = own.map((_, rank) => 1 / Math.sqrt(rank + 1));
    // A click's time comes first, then a product that existed by then (drawn again until one did).
    const pickProduct = (at: Date) => {
      const alive = (product: ProductPlan) => ago(product.ageMinutes) <= at.getTime();
      const total = own.reduce((sum, product, rank) => sum + (alive(product) ? weights[rank]! : 0), 0);
      let left = random.next() * total;
      return own.find((product, rank) => alive(product) && (left -= weights[rank]!) < 0);
    };
    const oldest = Math.min(...own.map((product) => ago(product.ageMinutes)));
    return Array.from({ length: CLICKS[stylist.person.username] ?? 1000 }, () => {
      // Weekends are busier: a weekday click is drawn again one time in five. Both draws are always
      // made, so the sequence does not depend on the weekday the seed runs on.
      const first = growing(random, oldest, seededAt - MINUTE_MS);
      const second = growing(random, oldest, seededAt - MINUTE_MS);
      const again = random.chance(0.2);
      const createdAt = again && ![0, 6].includes(first.getUTCDay()) ? second : first;
      const product = pickProduct(createdAt) ?? own[0]!;
      const clicker = random.chance(SIGNED_IN_CLICK_SHARE) ? random.pick(audience).id : null;
      return { productId: product.id, userId: clicker, createdAt };
    });
  });

  const paid: PaidHistory[] = [];
  const prices: HistoryPlan['prices'] = [];
  for (const { stylist: username, payChance, prices: history } of PRICE_HISTORY) {
    const stylist = stylistByName.get(username);
    if (!stylist) throw new Error(`No demo stylist ${username}`);
    const priceAt = (at: Date) =>
      history.findLast(({ sinceDaysAgo }) => at.getTime() >= seededAt - sinceDaysAgo * DAY_MS) ?? history[0]!;
    prices.push({ stylistId: stylist.id, ...history.at(-1)! });
    for (const member of audience) {
      const since = follower(member.id, stylist.id);
      // Drawn for everyone, so one person's choice does not shift everyone else's draws.
      const pays = random.chance(payChance);
      if (!since || since.getTime() > seededAt - 2 * DAY_MS || !pays) continue;
      const charges: Charge[] = [];
      let at = uniformly(
        random,
        since.getTime() + DAY_MS,
        Math.min(since.getTime() + 30 * DAY_MS, seededAt - DAY_MS),
      );
      // One roll per month the history could hold, drawn whether used or not (months vary in length).
      const stops = Array.from({ length: Math.ceil(HISTORY_DAYS / 28) + 1 }, () =>
        random.chance(CANCEL_CHANCE),
      );
      let stopped = false;
      while (at.getTime() < seededAt && !stopped) {
        const { amount, currency } = priceAt(at);
        charges.push({ at, amount, currency });
        at = addMonth(at);
        stopped = stops[charges.length - 1]!;
      }
      const periodEnd = addMonth(charges.at(-1)!.at).getTime();
      const status = !stopped ? 'active' : periodEnd > seededAt ? 'cancelled' : 'ended';
      paid.push({ subscriberId: member.id, stylistId: stylist.id, charges, status });
    }
  }

  const searches = planSearches(random, audience, seededAt);
  const { pricePoints, drops } = planStorePrices(random, catalogue, seededAt);
  const activity = { follows: audienceFollows, productLikes, saves, paid };
  return {
    audience,
    follows: allFollows,
    productLikes,
    lookLikes,
    saves,
    clicks,
    paid,
    prices,
    searches,
    pricePoints,
    notifications: planNotifications(catalogue, activity, drops, seededAt),
  };
}

/** How many of the catalogue's products have a store price history besides the one they were saved at. */
const PRICED_SHARE = 0.3;
/** The shopper whose wish list holds the product whose last change is a drop of about a quarter. */
const PRICE_DROP_WATCHER = 'priya.r';
const PRICE_DROP = 0.25;

/** A price in minor units moved by `factor`, rounded to the step a shop in that currency uses. */
function repriced(minor: number, currency: Currency, factor: number): number {
  return priceIn(currency, (fromMinorUnits(minor, currency) * factor) / PRICE_CONVERSION[currency].perUsd);
}

/**
 * A few months of store prices: for some products, earlier prices and a spell out of stock, always ending at
 * the product's price, as the price job records a page; and one product in a shopper's wish list whose last
 * change is a drop, so its page shows "Price dropped" and its watchers were told. Drawn after the rest of
 * the history, so the rest is the same with or without it.
 */
function planStorePrices(
  random: Random,
  catalogue: CataloguePlan,
  seededAt: number,
): {
  pricePoints: PricePointPlan[];
  drops: { product: ProductPlan; point: PricePointPlan; previous: number }[];
} {
  const originals = publicProducts(catalogue).filter((product) => product.rootId === product.id);
  const watcher = catalogue.users.find(({ person }) => person.username === PRICE_DROP_WATCHER)!;
  const wished = new Set(
    catalogue.collections.filter(({ ownerId }) => ownerId === watcher.id).flatMap((c) => c.productIds),
  );
  const dropped = catalogue.products.find(
    (product) => product.ownerId === watcher.id && product.rootId !== product.id && wished.has(product.id),
  );
  const pages = new Map<string, ProductPlan>();
  for (const product of originals) if (random.chance(PRICED_SHARE)) pages.set(product.canonicalUrl, product);
  if (dropped) pages.set(dropped.canonicalUrl, dropped);

  const pricePoints: PricePointPlan[] = [];
  const drops: { product: ProductPlan; point: PricePointPlan; previous: number }[] = [];
  for (const [canonicalUrl, product] of pages) {
    const { priceMinor: now, currency } = product;
    const since = seededAt - product.ageMinutes * MINUTE_MS;
    // Newest first, then reversed: each step back is the price before the change that followed it.
    const story =
      product === dropped
        ? [now, repriced(now, currency, 1 / (1 - PRICE_DROP))]
        : random.pick([
            [now, repriced(now, currency, 0.8), now],
            [now, repriced(now, currency, 0.9)],
            [now, repriced(now, currency, 1.2)],
            [now, null, now],
          ]);
    const times = story
      .map(() => uniformly(random, since, seededAt - DAY_MS))
      .sort((a, b) => b.getTime() - a.getTime());
    const told = story
      .map((price, i) => ({
        canonicalUrl,
        readAt: times[i]!,
        priceMinor: price ?? story[i - 1] ?? now,
        currency,
        inStock: price !== null,
      }))
      .reverse();
    // A page keeps a point only when a read differs from the one before (a change may round away).
    const points = told.filter(
      (point, i) =>
        i === 0 || point.priceMinor !== told[i - 1]!.priceMinor || point.inStock !== told[i - 1]!.inStock,
    );
    pricePoints.push(...points);
    const [before, last] = points.slice(-2);
    if (before && last && last.priceMinor < before.priceMinor) {
      drops.push({ product, point: last, previous: before.priceMinor });
    }
  }
  return { pricePoints, drops };
}

/** How far back the bell goes; older news is read, the last few days' is not. */
const NOTIFICATION_DAYS = 30;
const UNREAD_DAYS = 3;

/**
 * The bell's recent past, as the services would have written it at the time: follows, likes, saves and new
 * paid subscribers for the people acted on, and price drops for those watching (the owners of the copies
 * of the page that sit in their own collections). Mail for them was never due: it was the past.
 */
function planNotifications(
  catalogue: CataloguePlan,
  activity: Pick<HistoryPlan, 'follows' | 'productLikes' | 'saves' | 'paid'>,
  drops: { product: ProductPlan; point: PricePointPlan; previous: number }[],
  seededAt: number,
): NotificationPlan[] {
  const owners = new Map(catalogue.products.map((product) => [product.id, product.ownerId]));
  const collectionOwners = new Map(catalogue.collections.map((c) => [c.id, c.ownerId]));
  const filed = new Set(catalogue.collections.flatMap((c) => c.productIds.map((id) => `${c.ownerId}:${id}`)));
  const recent = (at: Date) => at.getTime() >= seededAt - NOTIFICATION_DAYS * DAY_MS;
  const row = (notification: NewNotification, createdAt: Date): NotificationPlan => ({
    ...notificationRow(notification),
    createdAt,
    readAt:
      createdAt.getTime() < seededAt - UNREAD_DAYS * DAY_MS
        ? new Date(createdAt.getTime() + 3_600_000)
        : null,
  });
  return [
    ...activity.follows
      .filter(({ createdAt }) => recent(createdAt))
      .map(({ followerId, followeeId, createdAt }) =>
        row({ kind: 'new_follower', recipientId: followeeId, actorId: followerId }, createdAt),
      ),
    ...activity.productLikes
      .filter(({ createdAt }) => recent(createdAt))
      .map(({ userId, productId, createdAt }) =>
        row(
          { kind: 'product_liked', recipientId: owners.get(productId)!, actorId: userId, productId },
          createdAt,
        ),
      ),
    ...activity.saves
      .filter(({ createdAt }) => recent(createdAt))
      .map(({ userId, collectionId, createdAt }) =>
        row(
          {
            kind: 'collection_saved',
            recipientId: collectionOwners.get(collectionId)!,
            actorId: userId,
            collectionId,
          },
          createdAt,
        ),
      ),
    ...activity.paid
      .filter(({ charges }) => recent(charges[0]!.at))
      .map(({ subscriberId, stylistId, charges }) => {
        const { amount, currency, at } = charges[0]!;
        return row(
          {
            kind: 'paid_subscriber',
            recipientId: stylistId,
            actorId: subscriberId,
            payload: { amount, currency },
          },
          at,
        );
      }),
    ...drops.flatMap(({ product, point, previous }) =>
      catalogue.products
        .filter(
          (copy) => copy.canonicalUrl === product.canonicalUrl && filed.has(`${copy.ownerId}:${copy.id}`),
        )
        .map((copy) =>
          row(
            {
              kind: 'price_drop',
              recipientId: copy.ownerId,
              productId: copy.id,
              payload: { previousPrice: previous, newPrice: point.priceMinor, currency: point.currency },
            },
            point.readAt,
          ),
        ),
    ),
  ];
}

/**
 * A week of searches: each person searches a few of DEMO_SEARCHES, the earlier ones more likely (weight
 * 1/rank), each on a day of the last week; a few people make a search no one else makes. Drawn last, so the
 * rest of the history is the same with or without it.
 */
function planSearches(random: Random, audience: AudienceMember[], seededAt: number): HistoryPlan['searches'] {
  const dayOf = (daysAgo: number) => new Date(seededAt - daysAgo * DAY_MS).toISOString().slice(0, 10);
  const weights = DEMO_SEARCHES.map((_, rank) => 1 / (rank + 1));
  const pick = () => random.weighted(DEMO_SEARCHES, weights)!;
  const rows = new Map<string, HistoryPlan['searches'][number]>();
  const add = (userId: string, query: string, daysAgo: number) =>
    rows.set(`${userId}|${query}|${daysAgo}`, { userId, query, day: dayOf(daysAgo) });
  for (const member of audience) {
    for (let n = 0; n < SEARCHES_PER_PERSON; n++) add(member.id, pick(), random.int(0, SEARCH_DAYS - 1));
  }
  for (const query of ONE_OFF_SEARCHES) {
    add(random.pick(audience).id, query, random.int(0, SEARCH_DAYS - 1));
  }
  return [...rows.values()];
}

/** Inserts many rows a slice at a time: one statement each, well under PostgreSQL's 65,535 parameters. */
async function insertAll<T>(rows: T[], insert: (slice: T[]) => Promise<unknown>, size = 1000) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** The audience's accounts and every row of activity, inside the seed's transaction. */
export async function writeHistory(tx: Db, plan: HistoryPlan, passwordHash: string): Promise<void> {
  await tx.insert(users).values(
    plan.audience.map(({ id, name, username, email, joinedAt }) => ({
      id,
      email,
      emailVerifiedAt: joinedAt,
      username,
      name,
      role: 'USER' as const,
      createdAt: joinedAt,
      updatedAt: joinedAt,
    })),
  );
  await tx.insert(credentials).values(plan.audience.map(({ id }) => ({ userId: id, passwordHash })));
  await insertAll(plan.follows, (slice) => tx.insert(follows).values(slice));
  await insertAll(plan.productLikes, (slice) => tx.insert(productLikes).values(slice));
  if (plan.lookLikes.length > 0) await tx.insert(lookLikes).values(plan.lookLikes);
  if (plan.saves.length > 0) await tx.insert(collectionSaves).values(plan.saves);
  await insertAll(plan.clicks, (slice) => tx.insert(productClicks).values(slice));
  await insertAll(plan.searches, (slice) => tx.insert(searchHistory).values(slice));
  // The products' trigger made their pages; the points are what those pages showed, and the last read.
  await insertAll(plan.pricePoints, (slice) => tx.insert(pricePoints).values(slice));
  const lastReads = new Map(plan.pricePoints.map(({ canonicalUrl, readAt }) => [canonicalUrl, readAt]));
  if (lastReads.size > 0) {
    const reads = sql.join(
      [...lastReads].map(
        ([canonicalUrl, readAt]) => sql`(${canonicalUrl}, ${readAt.toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      update ${pricePages} set last_read_at = read.at
      from (values ${reads}) as read(canonical_url, at)
      where ${pricePages.canonicalUrl} = read.canonical_url`);
  }
  await insertAll(plan.notifications, (slice) => tx.insert(notifications).values(slice));
}

/**
 * The paid history through the ledger, as the subscription service and renewal job write it: a top-up
 * before each subscriber's first charge in a currency (with a month to spare, so the next renewal is
 * paid), then every monthly charge; both then moved back to when they happened. The subscriptions are
 * left as the history ended them: running, cancelled to the period's end, or ended.
 */
export async function writePaidHistory(db: Db, plan: HistoryPlan): Promise<void> {
  const ledger = createLedger();
  await db.transaction(async (tx) => {
    const backdated: { id: string; at: Date }[] = [];
    for (const [n, subscription] of plan.paid.entries()) {
      const { subscriberId, stylistId, charges } = subscription;
      const needed = new Map<Currency, { amount: number; first: Date }>();
      for (const { amount, currency, at } of [...charges, { ...charges.at(-1)!, at: charges[0]!.at }]) {
        const sum = needed.get(currency);
        needed.set(currency, { amount: (sum?.amount ?? 0) + amount, first: sum?.first ?? at });
      }
      for (const [currency, { amount, first }] of needed) {
        const id = await ledger.post(
          tx,
          topUpTransaction({
            userId: subscriberId,
            amount: Math.ceil(amount / 1000) * 1000,
            currency,
            idempotencyKey: `demo-history-top-up-${n}-${currency}`,
          }),
        );
        backdated.push({ id, at: new Date(first.getTime() - 10 * MINUTE_MS) });
      }
      for (const [month, { at, amount, currency }] of charges.entries()) {
        const id = await ledger.post(
          tx,
          subscriptionCharge(subscriberId, stylistId, { amount, currency }, `demo-history-${n}-${month}`),
        );
        backdated.push({ id, at });
      }
    }
    await backdate(tx, backdated);

    if (plan.paid.length === 0) return;
    await tx.insert(paidSubscriptions).values(
      plan.paid.map(({ subscriberId, stylistId, charges, status }) => {
        const last = charges.at(-1)!;
        return {
          subscriberId,
          stylistId,
          status,
          amount: last.amount,
          currency: last.currency,
          currentPeriodStart: last.at,
          currentPeriodEnd: addMonth(last.at),
          createdAt: charges[0]!.at,
          updatedAt: last.at,
        };
      }),
    );
  });
}

/** Moves ledger transactions and their entries to when they happened, one statement per table. */
async function backdate(tx: Db, moves: { id: string; at: Date }[]): Promise<void> {
  if (moves.length === 0) return;
  const values = sql.join(
    moves.map(({ id, at }) => sql`(${id}::uuid, ${at.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const ids = moves.map(({ id }) => id);
  await tx.execute(sql`
    update ${ledgerTransactions} set created_at = moved.at
    from (values ${values}) as moved(id, at)
    where ${ledgerTransactions.id} = moved.id`);
  await tx.execute(sql`
    update ${ledgerEntries} set created_at = ${ledgerTransactions.createdAt}
    from ${ledgerTransactions}
    where ${ledgerEntries.transactionId} = ${ledgerTransactions.id}
      and ${inArray(ledgerTransactions.id, ids)}`);
}
