import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { paidSubscriptions } from '../db/schema/index.ts';
import { createMoneyServices } from '../services.ts';
import { demoPaymentProvider } from '../modules/wallet/payment-provider.ts';
import {
  operationsOf,
  validValue,
  type FuzzOperation,
  type FuzzPool,
  type FuzzRequest,
} from '../test/fuzz.ts';
import { buildOpenTestApp, MODERATOR_EMAIL } from '../test/fuzz-world.ts';
import { sendSpelled, SPELLINGS, type Spelling } from '../test/spellings.ts';
import {
  bearer,
  registerAccount,
  registerVerifiedAccount,
  storeTestImage,
  type TestApp,
} from '../test/helpers.ts';
import {
  CRAWLER_DOCUMENTS,
  MATRIX,
  MODERATION_PREFIX,
  routeKey,
  SERVER_RENDERED_PAGES,
  unmatchedRoutes,
} from './authorization.matrix.ts';
import { atLeast, exactly, noteExample, type Section } from './section.ts';

/**
 * docs/product.md §4 tried exhaustively: every route of the OpenAPI document x every kind of actor x every
 * kind of resource visibility, including visibilities that changed after the world was seen once (so stale
 * caches, feeds, search rankings and notifications are caught), each route x actor in every spelling of its
 * path (plain, percent-encoded, absolute-form). A leak is the id of an object the actor may not see anywhere
 * in a response body (JSON, XML or HTML alike).
 */

/** A word every object of the world carries, so search, suggestions and similar find them. */
const WORD = 'zephyrine';
/** Body fields that change a collection's visibility, which writes into the actor's own never send. */
const VISIBILITY_FIELDS = ['isPrivate', 'isPaidSubscriberOnly'];
/** Body fields that name another object: a write with one is also tried into the actor's own things. */
const REFERENCE_FIELD = /^(product|look|collection)Ids?$|^products$/;

/** Query parameters that search: they always carry WORD; other optional ones are left out. */
const SEARCH_PARAMETERS = ['q', 'query'];

type ActorName =
  | 'anonymous'
  | 'unverified'
  | 'user'
  | 'stylist'
  | 'paid subscriber'
  | 'lapsed subscriber'
  | 'blocked'
  | 'moderator'
  | 'owner';

/** The owner's resources, as created, and as changed once everyone had seen them public. */
const VISIBILITIES = [
  'public',
  'private',
  'paid-only',
  // The product is only pinned on the look, which is locked as its collection is (docs/decisions.md).
  'paid-only, product on the look alone',
  'archived',
  'public, then private',
  'public, then paid-only',
  'public, then archived',
] as const;
type Visibility = (typeof VISIBILITIES)[number] | "another person's private";

interface Actor {
  name: ActorName;
  token: string | null;
  userId: string | null;
  image: string | null;
}

/** A collection holding a product and a look that are nowhere else. */
interface Resource {
  visibility: Visibility;
  ownerId: string;
  collectionId: string;
  productId: string;
  lookId: string;
  image: string;
}

async function call(t: TestApp, method: string, url: string, token: string | null, payload?: object) {
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    payload,
    headers: { ...(token ? bearer(token) : {}), 'idempotency-key': randomUUID() },
  });
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json<{ id: string }>();
}

/** A collection of `owner`'s, created public or as `visibility` says, with a product and a look inside. */
async function newResource(t: TestApp, owner: Actor, visibility: Visibility): Promise<Resource> {
  const isPrivate = visibility === 'private' || visibility === "another person's private";
  const collection = await call(t, 'POST', '/api/collections', owner.token, {
    name: `${WORD} ${visibility}`,
    isPrivate,
    isPaidSubscriberOnly: visibility.startsWith('paid-only'),
  });
  const product = await call(t, 'POST', '/api/products', owner.token, {
    purchaseUrl: `https://shop.example/${WORD}/${randomUUID()}`,
    description: `${WORD} jacket, ${visibility}`,
    brand: `${WORD} brand`,
    price: 120,
    currency: 'USD',
    gender: 'UNISEX',
    images: [{ url: owner.image }],
    collectionId: visibility === 'paid-only, product on the look alone' ? undefined : collection.id,
  });
  const look = await call(t, 'POST', '/api/looks', owner.token, {
    title: `${WORD} look, ${visibility}`,
    coverImageUrl: owner.image,
    products: [{ productId: product.id, x: 0.5, y: 0.5 }],
    collectionId: collection.id,
  });
  if (visibility === 'archived')
    await call(t, 'PUT', `/api/collections/${collection.id}/archive`, owner.token);
  return {
    visibility,
    ownerId: owner.userId!,
    collectionId: collection.id,
    productId: product.id,
    lookId: look.id,
    image: owner.image!,
  };
}

/**
 * The visibility changes, made once every actor has read every route (so caches hold the old state): the
 * owner also blocks the `blocked` actor, who followed them.
 */
async function changeVisibilities(
  t: TestApp,
  owner: Actor,
  resources: Resource[],
  { lapsed, blocked }: { lapsed: Actor; blocked: Actor },
) {
  const block = await t.app.inject({
    method: 'PUT',
    url: `/api/users/${blocked.userId}/block`,
    headers: bearer(owner.token!),
  });
  if (block.statusCode !== 204) throw new Error(`the owner's block answered ${block.statusCode}`);
  const of = (visibility: Visibility) => resources.find((resource) => resource.visibility === visibility)!;
  await call(t, 'PUT', `/api/collections/${of('public, then private').collectionId}`, owner.token, {
    isPrivate: true,
  });
  await call(t, 'PUT', `/api/collections/${of('public, then paid-only').collectionId}`, owner.token, {
    isPaidSubscriberOnly: true,
  });
  await call(t, 'PUT', `/api/collections/${of('public, then archived').collectionId}/archive`, owner.token);
  // The lapsed subscriber's month ends with an empty wallet: the renewal fails and past due re-locks at once
  // (docs/decisions.md, paid subscriptions). Only the period's end is moved, the renewal is the app's own.
  await t.database.db
    .update(paidSubscriptions)
    .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
    .where(eq(paidSubscriptions.subscriberId, lapsed.userId!));
  const { paidSubscriptions: renewals } = createMoneyServices({
    db: t.database.db,
    provider: demoPaymentProvider,
    publicOrigin: t.config.publicOrigin,
    mailQueued: () => undefined,
  });
  await renewals.renewDueSubscriptions();
}

/**
 * The ids `actor` may not see anywhere (`secret`), and ids it may see only by a link naming them
 * (`unlisted`: archived collections, docs/product.md §4: hidden from lists, still openable by their link).
 * The `blocked` actor may see nothing of the person who blocked them, nor that person (§20).
 */
function forbiddenIds(actor: Actor, resources: Resource[], unlocked: boolean, blockedBy: string | null) {
  const secret = new Map<string, string>();
  const unlisted = new Map<string, string>();
  if (actor.name === 'blocked' && blockedBy) {
    secret.set(blockedBy, `the person who blocked them (${blockedBy})`);
  }
  for (const resource of resources) {
    if (resource.ownerId === actor.userId) continue;
    const { visibility } = resource;
    const where = `${visibility} ${resource.collectionId}`;
    if (
      (actor.name === 'blocked' && resource.ownerId === blockedBy) ||
      visibility === 'private' ||
      visibility === 'public, then private' ||
      visibility === "another person's private"
    ) {
      secret.set(resource.collectionId, `collection (${where})`);
      secret.set(resource.productId, `product (${where})`);
      secret.set(resource.lookId, `look (${where})`);
    }
    if ((visibility.startsWith('paid-only') || visibility === 'public, then paid-only') && !unlocked) {
      secret.set(resource.productId, `product (${where})`);
      secret.set(resource.lookId, `look (${where})`);
    }
    if (visibility === 'archived' || visibility === 'public, then archived') {
      unlisted.set(resource.collectionId, `archived collection (${where})`);
    }
  }
  return { secret, unlisted };
}

/** What the path parameter `name` after `segment` names: `/collections/{id}` and `{productId}` alike. */
function pathIdOf(
  resource: Resource,
  into: Resource | undefined,
  actor: Actor,
  name: string,
  segment: string | undefined,
): string {
  const kind = name === 'id' ? segment : name.replace(/Id$/, 's');
  switch (kind) {
    case 'collections':
      return (into ?? resource).collectionId;
    case 'products':
    case 'r':
      return resource.productId;
    case 'looks':
      return (into ?? resource).lookId;
    case 'users':
    case 'profiles':
      return resource.ownerId;
    case '*':
      return resource.image.slice('/media/'.length);
    default:
      // Sessions: ending the actor's own would sign it out mid-run, so an id that names no session.
      return actor.userId ?? randomUUID();
  }
}

/**
 * The request `actor` sends to `operation` about `resource`: path, query and body filled from the world. With
 * `into`, the path's collection or look is that one (the actor's own) and the rest still names `resource`:
 * filing someone's hidden product into your own collection must not show it to you.
 */
function requestFor(
  operation: FuzzOperation,
  actor: Actor,
  resource: Resource,
  seed: number,
  into?: Resource,
): FuzzRequest {
  const pool: FuzzPool = {
    ids: {
      collections: [(into ?? resource).collectionId],
      products: [resource.productId],
      looks: [resource.lookId],
      users: [resource.ownerId],
    },
    named: { url: [resource.image], coverImageUrl: [resource.image] },
    strings: [WORD],
  };
  const url = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string, offset: number) =>
    encodeURIComponent(
      pathIdOf(resource, into, actor, name, operation.path.slice(0, offset).split('/').at(-2)),
    ).replaceAll('%2F', '/'),
  );
  const query = operation.queryParams
    .filter((parameter) => parameter.required || SEARCH_PARAMETERS.includes(parameter.name))
    .map((parameter) => {
      const [value] = SEARCH_PARAMETERS.includes(parameter.name)
        ? [WORD]
        : fc.sample(validValue(parameter.schema, pool, parameter.name), { numRuns: 1, seed });
      return `${parameter.name}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`;
    });
  const body = operation.body
    ? fc.sample(validValue(operation.body, pool), { numRuns: 1, seed })[0]
    : undefined;
  // The actor's own collection keeps its visibility, so the other cells' expectations hold.
  if (into && body && typeof body === 'object') {
    for (const key of VISIBILITY_FIELDS) Reflect.deleteProperty(body, key);
  }
  const headers: Record<string, string> = { 'idempotency-key': randomUUID() };
  if (actor.token) headers.authorization = `Bearer ${actor.token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (SERVER_RENDERED_PAGES.includes(operation.path)) headers.accept = 'text/html';
  return {
    method: operation.method,
    url: query.length > 0 ? `${url}?${query.join('&')}` : url,
    headers,
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  };
}

export const authorizationSection: Section = {
  name: 'authorization',
  async run() {
    // With a web build, so the server draws its pages.
    const t = await buildOpenTestApp();
    try {
      return await runMatrix(t);
    } finally {
      await t.close();
    }
  },
};

async function signedIn(
  t: TestApp,
  name: ActorName,
  role: 'user' | 'stylist',
  { verified = true, email }: { verified?: boolean; email?: string } = {},
): Promise<Actor> {
  const account = verified
    ? await registerVerifiedAccount(t.app, { role, email })
    : await registerAccount(t.app, { role, email });
  return {
    name,
    token: account.token,
    userId: account.user.id,
    image: await storeTestImage(t, account.user.id),
  };
}

async function runMatrix(t: TestApp) {
  const documented = operationsOf(t.app.swagger());
  const { withoutEntry, withoutRoute } = unmatchedRoutes(documented);
  const pages = SERVER_RENDERED_PAGES.map((path): FuzzOperation => ({
    method: 'GET',
    path,
    pathParams: path.includes('{id}') ? [{ in: 'path', name: 'id', required: true, schema: {} }] : [],
    queryParams: [],
    body: undefined,
  }));
  const operations = [...documented, ...pages];
  const modeOf = (operation: FuzzOperation) =>
    SERVER_RENDERED_PAGES.includes(operation.path) ? 'reads' : MATRIX[routeKey(operation)];

  const owner = await signedIn(t, 'owner', 'stylist');
  const actors: Actor[] = [
    { name: 'anonymous', token: null, userId: null, image: null },
    await signedIn(t, 'unverified', 'user', { verified: false }),
    await signedIn(t, 'user', 'user'),
    await signedIn(t, 'stylist', 'stylist'),
    await signedIn(t, 'paid subscriber', 'user'),
    await signedIn(t, 'lapsed subscriber', 'user'),
    await signedIn(t, 'blocked', 'user'),
    await signedIn(t, 'moderator', 'user', { email: MODERATOR_EMAIL }),
    owner,
  ];
  const actor = (name: ActorName) => actors.find((one) => one.name === name)!;
  await call(t, 'PUT', '/api/subscriptions/price', owner.token, { amount: 500, currency: 'USD' });
  for (const one of actors.filter(({ token, name }) => token && name !== 'owner' && name !== 'unverified')) {
    await call(t, 'POST', `/api/users/${owner.userId}/subscribe`, one.token);
  }
  // The lapsed subscriber tops up one month only, so the renewal finds the wallet empty.
  for (const [name, amount] of [
    ['paid subscriber', 10_000],
    ['lapsed subscriber', 500],
  ] as const) {
    await call(t, 'POST', '/api/wallet/top-ups', actor(name).token, { amount, currency: 'USD' });
    await call(t, 'POST', `/api/users/${owner.userId}/paid-subscription`, actor(name).token);
  }
  const ownersResources = await Promise.all(
    VISIBILITIES.map((visibility) => newResource(t, owner, visibility)),
  );
  // Every other verified actor keeps a private collection of their own: hidden from everyone else, and the
  // place their writes try to file the others' objects into.
  const ownResources = new Map<ActorName, Resource>([
    ['owner', ownersResources.find(({ visibility }) => visibility === 'private')!],
  ]);
  for (const name of ['user', 'stylist', 'paid subscriber', 'lapsed subscriber'] as const) {
    ownResources.set(name, await newResource(t, actor(name), "another person's private"));
  }
  const resources = [
    ...ownersResources,
    ...[...ownResources].filter(([name]) => name !== 'owner').map(([, resource]) => resource),
  ];

  const send = (request: FuzzRequest, spelling: Spelling = 'plain') => sendSpelled(t.app, request, spelling);
  const reads = operations.filter((operation) => modeOf(operation) === 'reads');
  // Everyone reads everything once while the changing resources are still public, so caches hold them.
  await Promise.all(
    actors.map(async (one) => {
      for (const operation of reads) {
        for (const resource of resources) await send(requestFor(operation, one, resource, 1));
      }
    }),
  );
  await changeVisibilities(t, owner, resources, {
    lapsed: actor('lapsed subscriber'),
    blocked: actor('blocked'),
  });

  let cells = 0;
  let requests = 0;
  let serverErrors = 0;
  const leaks: string[] = [];
  let leakCount = 0;
  const triples = new Set<string>();
  const missed: string[] = [];
  let missedCount = 0;
  const notEndingSessions = operations.filter((operation) => modeOf(operation) !== 'ends-session');
  // Reads again after every write, so what a write filed into the actor's own things is searched too.
  const phases = [
    notEndingSessions,
    reads,
    operations.filter((operation) => modeOf(operation) === 'ends-session'),
  ];
  const tryEveryRoute = async (phase: FuzzOperation[], one: Actor) => {
    const unlocked = one.name === 'paid subscriber' || one.name === 'owner';
    const { secret, unlisted } = forbiddenIds(one, resources, unlocked, owner.userId!);
    const secretToAnyone = forbiddenIds(one, resources, unlocked, null).secret;
    // Moderators read every report, of paid-only things too; what is private nobody else could report.
    const secretToModerators = forbiddenIds(one, resources, true, null).secret;
    const allowed = new Map(
      resources.flatMap((resource) =>
        [resource.collectionId, resource.productId, resource.lookId]
          .filter((id) => !secret.has(id))
          .map((id) => [id, `${resource.visibility} ${id}`] as const),
      ),
    );
    const shown = new Set<string>();
    for (const operation of phase) {
      const mode = modeOf(operation);
      const own = ownResources.get(one.name);
      const references = Object.keys(operation.body?.properties ?? {}).some((key) =>
        REFERENCE_FIELD.test(key),
      );
      const tried = resources
        .filter((resource) => mode !== 'writes' || resource.ownerId !== one.userId)
        .flatMap((resource) => [
          { resource, into: undefined },
          ...(mode === 'writes' && own && references ? [{ resource, into: own }] : []),
        ]);
      // One request serves every resource when the route names none of them.
      const seen = new Map<string, Awaited<ReturnType<typeof send>>>();
      for (const [index, { resource, into }] of tried.entries()) {
        const request = requestFor(operation, one, resource, index + 1, into);
        // Every route and actor has three resources or more, so each is tried in every spelling.
        const spelling = SPELLINGS[index % SPELLINGS.length]!;
        const key = `${spelling} ${request.url} ${String(request.payload ?? '')}`;
        let response = operation.pathParams.length === 0 && mode === 'reads' ? seen.get(key) : undefined;
        if (!response) {
          response = await send(request, spelling);
          seen.set(key, response);
          requests++;
          if (response.statusCode >= 500) serverErrors++;
        }
        cells++;
        triples.add(`${routeKey(operation)} ${one.name} ${spelling}`);
        for (const id of allowed.keys()) if (response.body.includes(id)) shown.add(id);
        const hidden = CRAWLER_DOCUMENTS.includes(routeKey(operation))
          ? secretToAnyone
          : one.name === 'moderator' && operation.path.startsWith(MODERATION_PREFIX)
            ? secretToModerators
            : secret;
        const found = [
          ...[...hidden].filter(([id]) => response.body.includes(id)),
          ...[...unlisted].filter(([id]) => response.body.includes(id) && !request.url.includes(id)),
        ];
        for (const [, what] of found) {
          leakCount++;
          noteExample(
            leaks,
            `${one.name}: ${operation.method} ${request.url} (${spelling}) ${request.payload ?? ''} (${resource.visibility}) shows ${what}`,
            20,
          );
        }
      }
    }
    // The control: a search for ids that found nothing would find no leak either.
    if (phase === phases[0]) {
      for (const [id, what] of allowed) {
        if (shown.has(id)) continue;
        missedCount++;
        noteExample(missed, `${one.name} never got ${what}`, 20);
      }
    }
  };
  // The actors but two try a phase side by side, each its routes in order: the section waited on the
  // database more than half its time one request after another (docs/decisions.md "Test run time"). Their
  // writes change only their own things and ties. The moderator's (removals, suspensions) and the owner's
  // (their own resources) change what the others see, so those two follow, one after the other, as before.
  const afterTheOthers: ActorName[] = ['moderator', 'owner'];
  for (const phase of phases) {
    await Promise.all(
      actors.filter(({ name }) => !afterTheOthers.includes(name)).map((one) => tryEveryRoute(phase, one)),
    );
    for (const name of afterTheOthers) await tryEveryRoute(phase, actor(name));
  }
  return [
    exactly('routes without a matrix entry', withoutEntry.length, 0, withoutEntry),
    exactly('matrix entries without a route', withoutRoute.length, 0, withoutRoute),
    exactly(
      `route x actor x spelling triples untried (of ${documented.length} routes and ${pages.length} pages x ` +
        `${actors.length} actors x ${SPELLINGS.length} spellings)`,
      operations.length * actors.length * SPELLINGS.length - triples.size,
      0,
    ),
    atLeast(
      `cells tried (route x actor x ${resources.length} resources)`,
      cells,
      operations.length * actors.length,
    ),
    atLeast('requests sent', requests, operations.length * actors.length),
    exactly('objects an actor may see that no answer showed', missedCount, 0, missed),
    exactly('leaks', leakCount, 0, leaks),
    exactly('answers 5xx', serverErrors, 0),
  ];
}
