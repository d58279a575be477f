import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiError, type Currency } from '@stylebook/contracts';
import { and, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ledgerAccounts, ledgerTransactions, paidSubscriptions } from '../db/schema/index.ts';
import { Random } from '../seed/random.ts';
import { auditLedger } from '../test/ledger-audit.ts';
import { startCluster } from './cluster.ts';
import { registerPeople, type Person } from './people.ts';
import { atLeast, exactly, type Section } from './section.ts';

const FULL = { moves: 10_000, shoppers: 200, stylists: 6, inFlight: 100 };
const SHORT = { moves: 1_000, shoppers: 40, stylists: 3, inFlight: 50 };
const CURRENCIES: Currency[] = ['USD', 'JPY', 'EUR', 'GBP'];
/** Stylists' monthly prices in minor units, against top-ups of 100 to 1,500: many charges are refused. */
const PRICES = [500, 800, 700, 600, 1_200, 900];
/** Same moves on every run (their timing and interleaving still differ). */
const SEED = 11;
/** How often, while moves run, a few live subscriptions have their period ended (as a month passing would). */
const DUE_EVERY_MS = 250;
const DUE_PER_TICK = 3;

/** The refusals the API promises (docs/product.md §9), by the words a client sees. */
const REFUSALS = {
  'insufficient funds (402)': { status: 402, message: 'Not enough money in your wallet' },
  'already subscribed (409)': { status: 409, message: 'You already have a paid subscription to this person' },
  'Idempotency-Key reused for another request (409)': {
    status: 409,
    message:
      'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  },
  'nothing to cancel (404)': { status: 404, message: 'You have no paid subscription to this person' },
  'payout beyond earnings (422)': { status: 422, message: /^Only money you earned can be paid out: up to / },
  'subscribing to someone blocked (403)': { status: 403, message: "You can't interact with this account" },
} as const;
type Refusal = keyof typeof REFUSALS;

/** A refusal's words, exactly, or its pattern where they name an amount. */
const saysRefusal = (expected: string | RegExp, message: string) =>
  typeof expected === 'string' ? expected === message : expected.test(message);

type MoveKind = 'top-up' | 'subscribe' | 'cancel' | 'payout' | 'block' | 'unblock';

/** One request as sent: who, what, and the Idempotency-Key when it moves money. */
interface Move {
  kind: MoveKind;
  person: Person;
  key?: string;
  /** top-up and payout: the amount asked for. */
  money?: { amount: number; currency: Currency };
  /** subscribe and cancel: to whom; block and unblock: whom the shopper blocks or unblocks. */
  stylist?: Person;
}

interface Answer {
  move: Move;
  outcome: 'acknowledged' | Refusal | 'unexpected';
  body?: unknown;
}

const pairOf = (subscriberId: string, stylistId: string) => `${subscriberId}:${stylistId}`;
const keyOf = (userId: string, ledgerKey: string) => `${userId}|${ledgerKey}`;

async function send(move: Move, origin: string): Promise<Answer> {
  const api = move.person.api(origin);
  try {
    const body = await (async () => {
      switch (move.kind) {
        case 'top-up':
          return api.wallet.topUp(move.money!, move.key!);
        case 'payout':
          return api.wallet.payout(move.money!, move.key!);
        case 'subscribe':
          return api.paidSubscriptions.subscribe(move.stylist!.id, move.key!);
        case 'cancel':
          return api.paidSubscriptions.cancel(move.stylist!.id);
        case 'block':
          return api.blocks.block(move.stylist!.id);
        case 'unblock':
          return api.blocks.unblock(move.stylist!.id);
      }
    })();
    return { move, outcome: 'acknowledged', body };
  } catch (error) {
    if (!(error instanceof ApiError)) return { move, outcome: 'unexpected', body: String(error) };
    const refusal = (Object.keys(REFUSALS) as Refusal[]).find(
      (name) => REFUSALS[name].status === error.status && saysRefusal(REFUSALS[name].message, error.message),
    );
    return { move, outcome: refusal ?? 'unexpected', body: `${error.status} ${error.message}` };
  }
}

/**
 * Ends the current period of a few live subscriptions, as time passing would, for the processes' renewal jobs
 * to settle. Answers the periods ended: the pair, and the renewal's ledger key for the subscription and period.
 */
async function endSomePeriods(db: Db) {
  const live = and(
    inArray(paidSubscriptions.status, ['active', 'cancelled']),
    gt(paidSubscriptions.currentPeriodEnd, sql`now()`),
  );
  // In the outer WHERE too: a row a subscribe changed meanwhile is checked again after its lock.
  return db
    .update(paidSubscriptions)
    .set({
      currentPeriodStart: sql`date_trunc('milliseconds', now()) - interval '1 month 1 second'`,
      currentPeriodEnd: sql`date_trunc('milliseconds', now()) - interval '1 second'`,
    })
    .where(
      and(
        live,
        inArray(
          paidSubscriptions.id,
          db
            .select({ id: paidSubscriptions.id })
            .from(paidSubscriptions)
            .where(live)
            .orderBy(sql`random()`)
            .limit(DUE_PER_TICK),
        ),
      ),
    )
    .returning({
      id: paidSubscriptions.id,
      subscriberId: paidSubscriptions.subscriberId,
      stylistId: paidSubscriptions.stylistId,
      currentPeriodEnd: paidSubscriptions.currentPeriodEnd,
    });
}

/** Subscriptions whose period has ended and that a renewal job has not settled yet. */
async function unsettled(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(paidSubscriptions)
    .where(
      and(
        inArray(paidSubscriptions.status, ['active', 'cancelled']),
        lte(paidSubscriptions.currentPeriodEnd, sql`now()`),
      ),
    );
  return row!.count;
}

/**
 * Issue 17's ledger check: random concurrent money moves over 3 API processes on one PostgreSQL (top-ups, some
 * replayed with their Idempotency-Key or reusing it for another amount; paid subscribes and cancels; payouts;
 * charges refused for want of money), while periods end and every process's renewal job settles them. Then
 * the books: balanced, none negative, nothing charged twice, and every movement explained by an
 * acknowledged request or a renewal.
 */
export const ledgerSection: Section = {
  name: 'ledger',
  async run({ short }) {
    const size = short ? SHORT : FULL;
    const random = new Random(SEED);
    const cluster = await startCluster({
      processes: 3,
      redis: true,
      env: {
        // Renewals race the moves; each process runs its own job (SKIP LOCKED).
        RENEWAL_INTERVAL_SECONDS: '1',
        // Errors only: the table is the report.
        LOG_LEVEL: 'error',
      },
    });
    try {
      const origins = cluster.backends.map((backend) => backend.origin);
      const shoppers = await registerPeople(cluster.origin, size.shoppers, 'USER');
      const stylists = await registerPeople(cluster.origin, size.stylists, 'STYLIST');
      for (const [index, stylist] of stylists.entries()) {
        await stylist.api(cluster.origin).paidSubscriptions.setPrice({
          amount: PRICES[index % PRICES.length]!,
          currency: CURRENCIES[index % CURRENCIES.length]!,
        });
      }

      const answers: Answer[] = [];
      /** Money requests that were acknowledged, to replay or to reuse the key of. */
      const acknowledgedTopUps: Move[] = [];
      const subscribed: Move[] = [];
      const blocked: Move[] = [];
      const acknowledgedOf: Partial<Record<MoveKind, Move[]>> = {
        'top-up': acknowledgedTopUps,
        subscribe: subscribed,
        block: blocked,
      };
      const sentWithKey: Move[] = [];

      function nextMove(): Move {
        const roll = random.next();
        const shopper = random.pick(shoppers);
        if (roll < 0.1 && sentWithKey.length > 0) return random.pick(sentWithKey);
        if (roll < 0.13 && acknowledgedTopUps.length > 0) {
          const earlier = random.pick(acknowledgedTopUps);
          return { ...earlier, money: { ...earlier.money!, amount: earlier.money!.amount + 1 } };
        }
        if (roll < 0.48) {
          const money = { amount: random.int(100, 1_500), currency: random.pick(CURRENCIES) };
          return { kind: 'top-up', person: shopper, key: randomUUID(), money };
        }
        if (roll < 0.73)
          return { kind: 'subscribe', person: shopper, key: randomUUID(), stylist: random.pick(stylists) };
        if (roll < 0.8) return { kind: 'cancel', person: shopper, stylist: random.pick(stylists) };
        // A block of a stylist one subscribed to ends the subscription with a pro-rata refund (docs/product.md
        // §20), each subscription once; unblocking lets the shopper subscribe again.
        if (roll < 0.84 && subscribed.length > 0) {
          const [subscription] = subscribed.splice(random.int(0, subscribed.length - 1), 1);
          return { ...subscription!, kind: 'block', key: undefined };
        }
        if (roll < 0.85 && blocked.length > 0) return { ...random.pick(blocked), kind: 'unblock' };
        const money = { amount: random.int(100, 2_000), currency: random.pick(CURRENCIES) };
        return { kind: 'payout', person: random.pick(stylists), key: randomUUID(), money };
      }

      const periodsEnded = new Map<string, number>();
      const renewalKeys = new Set<string>();
      let moving = true;
      const dueMaker = (async () => {
        while (moving) {
          for (const row of await endSomePeriods(cluster.db)) {
            const pair = pairOf(row.subscriberId, row.stylistId);
            periodsEnded.set(pair, (periodsEnded.get(pair) ?? 0) + 1);
            renewalKeys.add(
              keyOf(row.subscriberId, `renewal:${row.id}:${row.currentPeriodEnd.toISOString()}`),
            );
          }
          await sleep(DUE_EVERY_MS);
        }
      })();

      const started = performance.now();
      let sent = 0;
      await Promise.all(
        Array.from({ length: size.inFlight }, async () => {
          while (sent < size.moves) {
            const move = nextMove();
            const origin = origins[sent++ % origins.length]!;
            if (move.key) sentWithKey.push(move);
            const answer = await send(move, origin);
            answers.push(answer);
            if (answer.outcome === 'acknowledged') acknowledgedOf[move.kind]?.push(move);
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      moving = false;
      await dueMaker;
      // The renewal jobs settle what the last ticks made due.
      for (let waited = 0; (await unsettled(cluster.db)) > 0 && waited < 30_000; waited += 250)
        await sleep(250);

      return [
        atLeast('moves sent over 3 processes', sent, size.moves),
        ...(await audit(cluster.db, answers, periodsEnded, renewalKeys)),
        atLeast('moves per second (3 processes, one PostgreSQL)', Math.round(sent / seconds), 1),
      ];
    } finally {
      await cluster.stop();
    }
  },
};

async function audit(db: Db, answers: Answer[], periodsEnded: Map<string, number>, renewalKeys: Set<string>) {
  const { drifted, unbalanced, negative } = await auditLedger(db);
  const transactions = await db
    .select({
      id: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      userId: ledgerTransactions.userId,
      key: ledgerTransactions.idempotencyKey,
      stylistId: sql<string | null>`${ledgerTransactions.metadata}->>'stylistId'`,
    })
    .from(ledgerTransactions);
  const byKey = new Map<string, typeof transactions>();
  for (const transaction of transactions) {
    const key = keyOf(transaction.userId, transaction.key);
    byKey.set(key, [...(byKey.get(key) ?? []), transaction]);
  }

  // Double charges: one key moving money twice, one key answered two ways, a period charged twice.
  const doubleCharges: string[] = [];
  for (const [key, found] of byKey) {
    if (found.length > 1) doubleCharges.push(`${found.length} transactions for ${key}`);
  }
  // Each acknowledged block may end one subscription of the pair, refunded once, and so allow one more charge.
  const blocks = new Map<string, number>();
  for (const { move, outcome } of answers) {
    if (move.kind !== 'block' || outcome !== 'acknowledged') continue;
    const pair = pairOf(move.person.id, move.stylist!.id);
    blocks.set(pair, (blocks.get(pair) ?? 0) + 1);
  }
  const acknowledged = new Map<string, [Answer, ...Answer[]]>();
  for (const answer of answers) {
    const { move } = answer;
    if (answer.outcome !== 'acknowledged' || !move.key) continue;
    const key = keyOf(move.person.id, `request:${move.key}`);
    const replies = acknowledged.get(key);
    if (replies) replies.push(answer);
    else acknowledged.set(key, [answer]);
  }
  for (const [key, replies] of acknowledged) {
    if (new Set(replies.map(({ body }) => JSON.stringify(body))).size > 1) {
      doubleCharges.push(`${key} answered ${replies.length} times, not always the same`);
    }
  }
  const charges = new Map<string, number>();
  const refunds = new Map<string, number>();
  for (const transaction of transactions) {
    const counted =
      transaction.kind === 'subscription' ? charges : transaction.kind === 'refund' ? refunds : undefined;
    if (!counted) continue;
    const pair = pairOf(transaction.userId, transaction.stylistId!);
    counted.set(pair, (counted.get(pair) ?? 0) + 1);
  }
  for (const [pair, count] of charges) {
    // A pair's periods: the first subscribe's, then one more for each period the run ended or a block cut short.
    const periods = 1 + (periodsEnded.get(pair) ?? 0) + (blocks.get(pair) ?? 0);
    if (count > periods) doubleCharges.push(`${pair} charged ${count} times for ${periods} periods`);
  }
  for (const [pair, count] of refunds) {
    const blocked = blocks.get(pair) ?? 0;
    if (count > blocked) doubleCharges.push(`${pair} refunded ${count} times for ${blocked} blocks`);
  }

  // Every acknowledged money request has its one transaction (a subscribe that resumed a cancelled one has
  // none), and every transaction has an acknowledged request or a period the run ended behind it.
  const missing: string[] = [];
  for (const [key, [{ move, body }]] of acknowledged) {
    const found = byKey.get(key)?.[0];
    if (move.kind === 'subscribe') continue;
    const transactionId = (body as { transactionId: string }).transactionId;
    if (found?.id !== transactionId) missing.push(`${move.kind} ${key} answered ${transactionId}`);
  }
  const unexplained = transactions.filter((transaction) => {
    const key = keyOf(transaction.userId, transaction.key);
    if (transaction.kind === 'refund') return !blocks.has(pairOf(transaction.userId, transaction.stylistId!));
    return !acknowledged.has(key) && !renewalKeys.has(key);
  });

  // Money neither made nor lost: what people and the platform hold is what acknowledged top-ups brought in.
  const toppedUp = new Map<string, number>();
  for (const [, [{ move }]] of acknowledged) {
    if (move.kind !== 'top-up') continue;
    toppedUp.set(move.money!.currency, (toppedUp.get(move.money!.currency) ?? 0) + move.money!.amount);
  }
  const held = await db
    .select({
      currency: ledgerAccounts.currency,
      total: sql<number>`sum(${ledgerAccounts.balance})`.mapWith(Number),
    })
    .from(ledgerAccounts)
    .where(sql`${ledgerAccounts.kind} <> 'provider_clearing'`)
    .groupBy(ledgerAccounts.currency);
  const moneyMismatch = CURRENCIES.filter(
    (currency) =>
      (held.find((row) => row.currency === currency)?.total ?? 0) !== (toppedUp.get(currency) ?? 0),
  );

  const count = (outcome: Answer['outcome']) => answers.filter((answer) => answer.outcome === outcome).length;
  const unexpected = answers.filter((answer) => answer.outcome === 'unexpected');
  const renewals = transactions.filter((transaction) => transaction.key.startsWith('renewal:')).length;
  return [
    atLeast('moves acknowledged (2xx)', count('acknowledged'), 1),
    ...(Object.keys(REFUSALS) as Refusal[]).map((refusal) =>
      atLeast(`refused: ${refusal}`, count(refusal), 1),
    ),
    exactly(
      'answers neither 2xx nor a promised refusal',
      unexpected.length,
      0,
      unexpected.slice(0, 5).map(({ move, body }) => `${move.kind}: ${String(body)}`),
    ),
    atLeast(
      'periods ended during the moves',
      [...periodsEnded.values()].reduce((a, b) => a + b, 0),
      1,
    ),
    atLeast('renewal charges by the processes’ jobs', renewals, 1),
    atLeast(
      'blocks of a stylist subscribed to',
      [...blocks.values()].reduce((a, b) => a + b, 0),
      1,
    ),
    atLeast(
      'pro-rata refunds of blocks',
      [...refunds.values()].reduce((a, b) => a + b, 0),
      1,
    ),
    exactly(
      'imbalance (unbalanced transactions + drifted accounts)',
      unbalanced.length + drifted.length,
      0,
      [
        ...unbalanced.map((row) => `unbalanced ${row.transactionId} ${row.currency}`),
        ...drifted.map((row) => `drifted ${row.id}`),
      ].slice(0, 5),
    ),
    exactly(
      'negative balances',
      negative.length,
      0,
      negative.slice(0, 5).map((row) => row.id),
    ),
    exactly('double charges', doubleCharges.length, 0, doubleCharges.slice(0, 5)),
    exactly('acknowledged moves without their transaction', missing.length, 0, missing.slice(0, 5)),
    exactly(
      'transactions no acknowledged move or renewal explains',
      unexplained.length,
      0,
      unexplained.slice(0, 5).map((row) => `${row.kind} ${row.key}`),
    ),
    exactly('currencies holding other than what was topped up', moneyMismatch.length, 0, moneyMismatch),
  ];
}
