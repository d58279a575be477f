import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { Pool } from 'undici';
import { count } from 'drizzle-orm';
import {
  collectionProducts,
  follows,
  ledgerTransactions,
  productLikes,
  products,
} from '../db/schema/index.ts';
import { createMedia } from '../modules/media/media.module.ts';
import { auditLedger } from '../test/ledger-audit.ts';
import { newCollection, newProduct } from '../test/helpers.ts';
import type { Cluster } from './cluster.ts';
import { registerPeople, type Person } from './people.ts';

/**
 * A realistic mix of what people do, driven through the proxy with a fixed number of connections, each a
 * person who waits for one answer before asking again. Every write a 2xx acknowledged is remembered, so the
 * rows after the run can be compared with what clients were told.
 */

const BRANDS = ['Acne Studios', 'Arket', 'COS', 'Toteme', 'Uniqlo', 'Margaret Howell', 'Lemaire', 'Auralee'];
/** The monthly price every stylist asks, and each top-up: a few months' worth per top-up. */
const MONTHLY_PRICE = { amount: 500, currency: 'USD' } as const;
const TOP_UP = { amount: 2_000, currency: 'USD' } as const;
/** A request without an answer this long is a hung request, counted as an error. */
const REQUEST_TIMEOUT_MS = 15_000;

/** A person of the load's world: registered, with things of their own to write with. */
export interface Member extends Person {
  /** Their own public collection, which their saves go into. */
  collectionId: string;
  /** A picture of theirs, for the products they create. */
  imageUrl: string;
}

export interface World {
  people: Member[];
  stylists: Member[];
  /** Products anyone may see; products created during a run join it. */
  productIds: string[];
  /** The stylists' public and paid-only collections. */
  collectionIds: string[];
}

/** The writes clients were told succeeded, each once however often it was acknowledged. */
export interface Acknowledged {
  likes: Set<string>;
  saves: Set<string>;
  follows: Set<string>;
  products: Set<string>;
  /** Top-ups and paid subscriptions: each one ledger transaction. */
  moneyMoves: Set<string>;
}

export const noneAcknowledged = (): Acknowledged => ({
  likes: new Set(),
  saves: new Set(),
  follows: new Set(),
  products: new Set(),
  moneyMoves: new Set(),
});

/** One request of a run, as the client saw it; times in ms since the run's clock started. */
export interface RequestRecord<A extends string = Action> {
  action: A;
  startedAt: number;
  ms: number;
  /** Absent when no answer came (refused, reset, or hung past REQUEST_TIMEOUT_MS). */
  status?: number;
  retryAfter?: string;
  error?: string;
  /** Why no answer came, as Node or undici names it (`ECONNREFUSED`, `UND_ERR_SOCKET`). */
  errorCode?: string;
  /** A 2xx, or a 4xx this action may answer: anything else is a failure. */
  expected: boolean;
}

export type Action =
  | 'featured'
  | 'product'
  | 'profile'
  | 'search'
  | 'collection'
  | 'like'
  | 'save'
  | 'follow'
  | 'subscribe'
  | 'top up'
  | 'create';

/**
 * Per 100 requests: mostly reading, as people mostly browse. Reads: 62, writes: 38 (likes and saves the most,
 * money the least).
 */
const MIX: [Action, number][] = [
  ['featured', 18],
  ['product', 16],
  ['profile', 10],
  ['search', 10],
  ['collection', 8],
  ['like', 12],
  ['save', 8],
  ['follow', 6],
  ['subscribe', 3],
  ['top up', 5],
  ['create', 4],
];
const MIX_TOTAL = MIX.reduce((sum, [, weight]) => sum + weight, 0);

/**
 * The 4xx each action may answer in a sound run. Paid subscriptions: 409 when the person already has one to
 * that stylist (the mix asks again), 402 when their wallet is short. Nothing else: the limits are raised for
 * the run (every connection comes from 127.0.0.1), so a 429 is a failure too.
 */
const EXPECTED_4XX: Partial<Record<Action, number[]>> = { subscribe: [402, 409] };
export const EXPECTED_4XX_TEXT = 'paid subscribe: 402, 409';

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

function pickAction(): Action {
  let roll = Math.random() * MIX_TOTAL;
  for (const [action, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return action;
  }
  return MIX[0]![0];
}

/**
 * Stylists with products, a public and a paid-only collection and a monthly price; people with a collection
 * of their own and a picture; every person's wallet topped up once. People register through the API, as
 * the other sections' do (`registerPeople`); their pictures, products and collections are written straight
 * to the database and S3, so preparing costs seconds.
 */
export async function prepareWorld(
  cluster: Cluster,
  { people: peopleCount, stylists: stylistCount }: { people: number; stylists: number },
  acknowledged: Acknowledged,
): Promise<World> {
  const { db, origin } = cluster;
  // With S3 set, media keep nothing on disk: no data directory.
  const media = createMedia({ dataDir: '', s3: cluster.s3, uploadSigningSecret: undefined }, db);
  const picture = await sharp({ create: { width: 40, height: 50, channels: 3, background: '#a86' } })
    .webp()
    .toBuffer();

  const productIds: string[] = [];
  const collectionIds: string[] = [];
  const furnish = async (person: Person): Promise<Member> => {
    const [imageUrl] = await media.storeImages([
      { key: `reliability/${person.id}.webp`, bytes: picture, ownerId: person.id },
    ]);
    if (person.role === 'STYLIST') {
      const owned = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          newProduct(db, {
            ownerId: person.id,
            brand: BRANDS[index % BRANDS.length]!,
            images: [{ url: imageUrl! }],
          }),
        ),
      );
      // Half in a public collection, for everyone; half in a paid-only one, which hides them from people
      // without a subscription, so only the first half is for everyone's likes and saves.
      const halves = [owned.slice(0, 6), owned.slice(6)].map((half) => half.map((product) => product.id));
      productIds.push(...halves[0]!);
      for (const [index, visibility] of (['public', 'paid'] as const).entries()) {
        const collection = await newCollection(db, {
          ownerId: person.id,
          visibility,
          productIds: halves[index],
        });
        collectionIds.push(collection.id);
      }
      await person.api(origin).paidSubscriptions.setPrice(MONTHLY_PRICE);
    }
    // Public: an owner's product saved only into their own private collection is hidden from everyone else.
    const own = await newCollection(db, { ownerId: person.id, visibility: 'public' });
    const key = randomUUID();
    await person.api(origin).wallet.topUp(TOP_UP, key);
    acknowledged.moneyMoves.add(`${person.id}:${key}`);
    return { ...person, collectionId: own.id, imageUrl: imageUrl! };
  };
  const registered = [
    ...(await registerPeople(origin, stylistCount, 'STYLIST')),
    ...(await registerPeople(origin, peopleCount, 'USER')),
  ];
  const people = await inBatches(registered.length, (index) => furnish(registered[index]!));
  return {
    people,
    stylists: people.filter((person) => person.role === 'STYLIST'),
    productIds,
    collectionIds,
  };
}

/** `count` calls of `make`, 8 at a time: enough to overlap the waits without queueing on 2 cores. */
export async function inBatches<T>(count: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let start = 0; start < count; start += 8) {
    const batch = Array.from({ length: Math.min(8, count - start) }, (_, offset) => make(start + offset));
    made.push(...(await Promise.all(batch)));
  }
  return made;
}

interface PlannedRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: object;
  idempotencyKey?: string;
  /** Remembers the write once a 2xx acknowledged it. */
  onAcknowledged?: (answer: string) => void;
}

/** What a connection of a load sends next. */
export interface LoadRequest<A extends string> extends PlannedRequest {
  action: A;
  /** Sent as the bearer token; anonymous when absent. */
  token?: string;
  /** The 4xx it may answer in a sound run; any other answer but a 2xx is a failure. */
  expected4xx?: number[];
}

/**
 * One connection's plan: given the record of its last request (none before the first), what it sends next,
 * or undefined to stop, as a client turned away would go elsewhere.
 */
export type ConnectionPlan<A extends string> = (
  last: RequestRecord<A> | undefined,
) => LoadRequest<A> | undefined;

/** One connection's person: what they ask next, and what they remember (their last top-up, to retry it). */
function planner(world: World, person: Member, acknowledged: Acknowledged) {
  let lastTopUpKey: string | undefined;
  // Following or subscribing to oneself is refused (400), and nobody asks to.
  const others = world.stylists.filter((stylist) => stylist.id !== person.id);
  return (action: Action): PlannedRequest => {
    const productId = pick(world.productIds);
    const stylist = pick(others);
    switch (action) {
      case 'featured':
        return { method: 'GET', path: `/api/featured/products?limit=30&seed=${randomUUID().slice(0, 8)}` };
      case 'product':
        return { method: 'GET', path: `/api/products/${productId}` };
      case 'profile':
        return { method: 'GET', path: `/api/users/${stylist.id}/profile` };
      case 'search':
        return { method: 'GET', path: `/api/search?q=${encodeURIComponent(pick(BRANDS).split(' ')[0]!)}` };
      case 'collection':
        return { method: 'GET', path: `/api/collections/${pick(world.collectionIds)}` };
      case 'like':
        return {
          method: 'POST',
          path: `/api/products/${productId}/like`,
          onAcknowledged: () => acknowledged.likes.add(`${person.id}:${productId}`),
        };
      case 'save':
        return {
          method: 'POST',
          path: `/api/collections/${person.collectionId}/products`,
          body: { productId },
          onAcknowledged: () => acknowledged.saves.add(`${person.collectionId}:${productId}`),
        };
      case 'follow':
        return {
          method: 'POST',
          path: `/api/users/${stylist.id}/subscribe`,
          onAcknowledged: () => acknowledged.follows.add(`${person.id}:${stylist.id}`),
        };
      case 'subscribe': {
        const key = randomUUID();
        return {
          method: 'POST',
          path: `/api/users/${stylist.id}/paid-subscription`,
          idempotencyKey: key,
          onAcknowledged: () => acknowledged.moneyMoves.add(`${person.id}:${key}`),
        };
      }
      case 'top up': {
        // One top-up in ten is a retry of the last one, as after a lost answer: it must not move money again.
        const key = lastTopUpKey && Math.random() < 0.1 ? lastTopUpKey : randomUUID();
        lastTopUpKey = key;
        return {
          method: 'POST',
          path: '/api/wallet/top-ups',
          body: TOP_UP,
          idempotencyKey: key,
          onAcknowledged: () => acknowledged.moneyMoves.add(`${person.id}:${key}`),
        };
      }
      case 'create':
        return {
          method: 'POST',
          path: '/api/products',
          body: {
            purchaseUrl: `https://shop.example/reliability/${randomUUID()}`,
            brand: pick(BRANDS),
            price: 4_900,
            currency: 'USD',
            gender: 'UNISEX',
            images: [{ url: person.imageUrl }],
          },
          onAcknowledged: (answer) => {
            const { id } = JSON.parse(answer) as { id: string };
            acknowledged.products.add(id);
            world.productIds.push(id);
          },
        };
    }
  };
}

export interface LoadOptions {
  connections: number;
  durationMs: number;
}

/**
 * `connections` people, each on a connection of their own to the proxy, asking one request of the mix after
 * another for `durationMs`. `clock` is the zero of every record's times, so a fault's moment can be set
 * against them.
 */
export function driveLoad(
  origin: string,
  world: World,
  acknowledged: Acknowledged,
  options: LoadOptions,
  clock?: () => number,
): Promise<RequestRecord[]> {
  return driveRequests(
    origin,
    options,
    (index) => {
      const person = world.people[index % world.people.length]!;
      const plan = planner(world, person, acknowledged);
      return () => {
        const action = pickAction();
        return { ...plan(action), action, token: person.token, expected4xx: EXPECTED_4XX[action] };
      };
    },
    clock,
  );
}

/**
 * `connections` clients on keep-alive connections of their own to `origin`, each sending what its plan
 * (`planFor(index)`) says, one request at a time, until `durationMs` has passed or its plan stops.
 */
export async function driveRequests<A extends string>(
  origin: string,
  { connections, durationMs }: LoadOptions,
  planFor: (connection: number) => ConnectionPlan<A>,
  clock: () => number = performance.now.bind(performance),
): Promise<RequestRecord<A>[]> {
  const pool = new Pool(origin, {
    connections,
    pipelining: 1,
    headersTimeout: REQUEST_TIMEOUT_MS,
    bodyTimeout: REQUEST_TIMEOUT_MS,
  });
  const records: RequestRecord<A>[] = [];
  const endAt = clock() + durationMs;
  const worker = async (index: number) => {
    const plan = planFor(index);
    let last: RequestRecord<A> | undefined;
    while (clock() < endAt) {
      const request = plan(last);
      if (!request) return;
      const { action } = request;
      const startedAt = clock();
      try {
        const response = await pool.request({
          method: request.method,
          path: request.path,
          headers: {
            ...(request.token && { authorization: `Bearer ${request.token}` }),
            ...(request.body && { 'content-type': 'application/json' }),
            ...(request.idempotencyKey && { 'idempotency-key': request.idempotencyKey }),
          },
          body: request.body && JSON.stringify(request.body),
        });
        const answer = await response.body.text();
        const { statusCode: status } = response;
        const ok = status >= 200 && status < 300;
        if (ok) request.onAcknowledged?.(answer);
        const retryAfter = response.headers['retry-after'];
        last = {
          action,
          startedAt,
          ms: clock() - startedAt,
          status,
          ...(typeof retryAfter === 'string' && { retryAfter }),
          ...(!ok && { error: `${request.method} ${request.path} ${status} ${answer.slice(0, 160)}` }),
          expected: ok || (request.expected4xx?.includes(status) ?? false),
        };
      } catch (error) {
        const { code } = error as { code?: unknown };
        last = {
          action,
          startedAt,
          ms: clock() - startedAt,
          error: `${request.method} ${request.path}: ${(error as Error).message}`,
          ...(typeof code === 'string' && { errorCode: code }),
          expected: false,
        };
      }
      records.push(last);
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, index) => worker(index)));
  await pool.close();
  return records;
}

/** The pth percentile (0..100) of `values`, by nearest rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** What the database holds of what the mix writes, to set against what was acknowledged. */
export async function countRows(cluster: Cluster, world: World) {
  const { db } = cluster;
  const [[likes], [saves], [followRows], [productRows], [moneyMoves], audit] = await Promise.all([
    db.select({ n: count() }).from(productLikes),
    db.select({ n: count() }).from(collectionProducts),
    db.select({ n: count() }).from(follows),
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(ledgerTransactions),
    auditLedger(db),
  ]);
  // The stylists' collections were filled before the run, with 6 + 6 products each.
  const seededSaves = world.stylists.length * 12;
  const seededProducts = world.stylists.length * 12;
  return {
    likes: likes!.n,
    saves: saves!.n - seededSaves,
    follows: followRows!.n,
    products: productRows!.n - seededProducts,
    moneyMoves: moneyMoves!.n,
    ledgerFaults: audit.drifted.length + audit.unbalanced.length + audit.negative.length,
  };
}
