import {
  formatMinorUnits,
  type PaidSubscription,
  type PaidSubscriptionList,
  type SetSubscriptionPriceBody,
  type SubscriptionPrice,
} from '@stylebook/contracts';
import type { Db } from '../../db/client.ts';
import { userExists } from '../../db/users.ts';
import { isBlockedBetween } from '../../db/viewers.ts';
import { AppError, badRequest, blockedPerson, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { enqueueMail } from '../mail/mail.outbox.ts';
import {
  subscriptionCancelledMail,
  subscriptionPaymentFailedMail,
  subscriptionPriceChangedMail,
  subscriptionRenewedMail,
  subscriptionStoppedMail,
  type MailContent,
  type SubscriptionMailFacts,
} from '../mail/mail.templates.ts';
import { notify } from '../notifications/notifications.service.ts';
import type { Idempotency } from '../wallet/idempotency.ts';
import { platformFeesIn, walletOf, type Ledger, type NewTransaction } from '../wallet/ledger.ts';
import { requestKey } from '../wallet/wallet.service.ts';
import { addMonth, PAST_DUE_RETRY_DAYS, platformFee, renewalOf, samePrice } from './billing.ts';
import type { PaidSubscriptionRow, PaidSubscriptionsRepository } from './paid-subscriptions.repository.ts';

export interface PaidSubscriptionsServiceDeps {
  db: Db;
  repository: PaidSubscriptionsRepository;
  ledger: Pick<Ledger, 'post'>;
  idempotency: Idempotency;
  roleOf: (userId: string) => Promise<'USER' | 'STYLIST' | null>;
  publicOrigin: string;
  /** Called after a commit that queued mail, so it goes out at once. */
  mailQueued: () => void;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The subscription as its subscriber sees it, given the price the stylist asks now: what its next renewal
 * charges, and a higher price waiting for their consent. A cancelled one renews at no price.
 */
export function toPaidSubscription(
  row: Pick<PaidSubscriptionRow, 'status' | 'currentPeriodEnd' | 'amount' | 'currency'>,
  currentPrice: SubscriptionPrice | null,
): PaidSubscription {
  const renewal = row.status === 'cancelled' ? null : renewalOf(row, currentPrice);
  const nextCharge = renewal?.kind === 'charge' ? renewal.price : row;
  return {
    // Ended rows are never served; the repository reads live ones only.
    status: row.status === 'ended' ? 'cancelled' : row.status,
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    amount: nextCharge.amount,
    currency: nextCharge.currency,
    pendingPrice:
      renewal?.kind === 'offer' ? { ...renewal.price, startsAt: row.currentPeriodEnd.toISOString() } : null,
  };
}

/** Whether the pair's row is a subscription the person may still cancel or reprice: not ended, nor run out. */
const isOngoing = (row: PaidSubscriptionRow | null, now: Date): row is PaidSubscriptionRow =>
  row !== null && row.status !== 'ended' && !(row.status === 'cancelled' && row.currentPeriodEnd <= now);

/**
 * One period's charge as a ledger transaction: the price leaves the subscriber's wallet, the stylist earns it
 * less the platform fee. The demo seed writes its backdated history with it too.
 */
export function subscriptionCharge(
  subscriberId: string,
  stylistId: string,
  { amount, currency }: SubscriptionPrice,
  idempotencyKey: string,
): NewTransaction {
  const fee = platformFee(amount);
  return {
    kind: 'subscription',
    userId: subscriberId,
    idempotencyKey,
    metadata: { stylistId },
    postings: [
      { account: walletOf(subscriberId, currency), amount: -amount, counterpartyId: stylistId },
      { account: walletOf(stylistId, currency), amount: amount - fee, counterpartyId: subscriberId },
      ...(fee > 0 ? [{ account: platformFeesIn(currency), amount: fee }] : []),
    ],
  };
}

/**
 * Paid subscriptions (docs/product.md §8): a stylist's monthly price, charged from the subscriber's wallet.
 */
export function createPaidSubscriptionsService(deps: PaidSubscriptionsServiceDeps) {
  const { db, repository, ledger, idempotency, roleOf, publicOrigin, mailQueued } = deps;
  const manageUrl = new URL('/settings/subscriptions/manage', publicOrigin).toString();

  async function mail(
    tx: Db,
    row: PaidSubscriptionRow,
    template: (facts: SubscriptionMailFacts) => MailContent,
    date: Date,
  ) {
    const { subscriberEmail, stylistName } = await repository.parties(tx, row.subscriberId, row.stylistId);
    const price = formatMinorUnits(row.amount, row.currency, 'en');
    const day = date.toLocaleDateString('en', { dateStyle: 'long', timeZone: 'UTC' });
    await enqueueMail(
      tx,
      { email: subscriberEmail, userId: row.subscriberId },
      template({ stylistName, price, date: day, manageUrl }),
    );
  }

  /**
   * Moves one period's price from the subscriber's wallet to the stylist's, less the platform fee, in one
   * ledger transaction; 402 INSUFFICIENT_FUNDS when the wallet is short. `key` makes the charge happen once.
   */
  function charge(tx: Db, subscriberId: string, stylistId: string, price: SubscriptionPrice, key: string) {
    return ledger.post(tx, subscriptionCharge(subscriberId, stylistId, price, key));
  }

  /**
   * Tells each of the stylist's active subscribers to whom `price` is more than they agreed to (or in another
   * currency), by notification and mail, that it starts at their period's end only if they accept it. A lower
   * price needs no word: the renewal mail says it. Answers whether it queued mail.
   */
  async function offerPrice(tx: Db, stylistId: string, price: SubscriptionPrice): Promise<boolean> {
    let offered = false;
    for (const row of await repository.listActive(tx, stylistId)) {
      if (renewalOf(row, price).kind !== 'offer') continue;
      await mail(tx, { ...row, ...price }, subscriptionPriceChangedMail, row.currentPeriodEnd);
      await notify(tx, {
        kind: 'subscription_price_changed',
        recipientId: row.subscriberId,
        subjectUserId: stylistId,
        payload: { ...price, startsAt: row.currentPeriodEnd.toISOString() },
      });
      offered = true;
    }
    return offered;
  }

  /**
   * The stylist takes no paid subscribers any more: each active subscription is cancelled, so it ends with its
   * period as if its subscriber had cancelled, and stays so if the stylist sets a price again (the mail
   * promises no more charges). Its subscriber is told. Answers whether it queued mail.
   */
  async function stopSubscriptions(tx: Db, stylistId: string): Promise<boolean> {
    const stopped = await repository.cancelActive(tx, stylistId);
    for (const row of stopped) {
      await mail(tx, row, subscriptionStoppedMail, row.currentPeriodEnd);
      await notify(tx, {
        kind: 'subscription_stopped',
        recipientId: row.subscriberId,
        subjectUserId: stylistId,
        payload: { endsAt: row.currentPeriodEnd.toISOString() },
      });
    }
    return stopped.length > 0;
  }

  async function requireOtherPerson(actor: Actor, stylistId: string) {
    if (actor.userId === stylistId) throw badRequest('You cannot subscribe to yourself');
    if (!(await userExists(db, stylistId))) throw notFound('User not found');
  }

  /** Paying starts or goes on only between people neither of whom blocked the other; cancelling always may. */
  async function requireUnblocked(actor: Actor, stylistId: string) {
    if (await isBlockedBetween(db, actor.userId, stylistId)) throw blockedPerson();
  }

  /** One due subscription, in the job's transaction: renew it, mark it past due, or end it. */
  async function settle(tx: Db, row: PaidSubscriptionRow, now: Date): Promise<void> {
    const renewal =
      row.status === 'cancelled' ? null : renewalOf(row, await repository.price(row.stylistId, tx));
    if (renewal?.kind !== 'charge') {
      // Cancelled, the stylist stopped paid subscriptions, or asks a price the subscriber did not accept: it
      // ends with the period paid for, charging nothing.
      await repository.update(tx, row.id, { status: 'ended', updatedAt: now });
      return;
    }
    const { price } = renewal;
    const retryUntil = new Date((row.pastDueSince ?? now).getTime() + PAST_DUE_RETRY_DAYS * DAY_MS);
    try {
      await charge(
        tx,
        row.subscriberId,
        row.stylistId,
        price,
        `renewal:${row.id}:${row.currentPeriodEnd.toISOString()}`,
      );
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS')) throw error;
      if (now >= retryUntil) {
        await repository.update(tx, row.id, { status: 'ended', updatedAt: now });
      } else if (row.status === 'active') {
        const pastDue = await repository.update(tx, row.id, {
          status: 'past_due',
          pastDueSince: now,
          updatedAt: now,
        });
        await mail(tx, { ...pastDue, ...price }, subscriptionPaymentFailedMail, retryUntil);
        await notify(tx, {
          kind: 'subscription_payment_failed',
          recipientId: row.subscriberId,
          subjectUserId: row.stylistId,
          payload: { ...price, retryUntil: retryUntil.toISOString() },
        });
      } else {
        await repository.update(tx, row.id, { updatedAt: now }); // tried today; the next try is tomorrow
      }
      return;
    }
    // A missed period (the job was down, or a past-due retry) starts the new one now, never in the past.
    const start =
      row.status === 'past_due' || addMonth(row.currentPeriodEnd) <= now ? now : row.currentPeriodEnd;
    const renewed = await repository.update(tx, row.id, {
      status: 'active',
      // A lower price of the day becomes the agreed one: a later rise needs the subscriber's consent again.
      ...price,
      currentPeriodStart: start,
      currentPeriodEnd: addMonth(start),
      pastDueSince: null,
      updatedAt: now,
    });
    await mail(tx, renewed, subscriptionRenewedMail, renewed.currentPeriodEnd);
    await notify(tx, {
      kind: 'subscription_renewed',
      recipientId: row.subscriberId,
      subjectUserId: row.stylistId,
      payload: {
        amount: renewed.amount,
        currency: renewed.currency,
        currentPeriodEnd: renewed.currentPeriodEnd.toISOString(),
      },
    });
  }

  return {
    price: (stylistId: string) => repository.price(stylistId),

    /** The viewer's live subscription to the person, for their profile. */
    async viewerSubscription(viewerId: string | null, stylistId: string): Promise<PaidSubscription | null> {
      const row = viewerId && viewerId !== stylistId ? await repository.findLive(viewerId, stylistId) : null;
      return row && toPaidSubscription(row.subscription, row.currentPrice);
    },

    /**
     * New subscribers pay the new price at once; current ones keep theirs (docs/decisions.md): a lower price
     * reaches them at their next renewal, a higher one (or another currency) is offered to them, and no price
     * cancels their subscriptions.
     */
    async setPrice(actor: Actor, body: SetSubscriptionPriceBody): Promise<SubscriptionPrice | null> {
      if ((await roleOf(actor.userId)) !== 'STYLIST')
        throw forbidden('Only stylists can set a subscription price');
      const price = body.amount === null ? null : { amount: body.amount, currency: body.currency };
      const mailed = await db.transaction(async (tx) => {
        const previous = await repository.price(actor.userId, tx);
        await repository.setPrice(actor.userId, price, tx);
        // The same price again is no news.
        if (samePrice(previous, price)) return false;
        return price ? offerPrice(tx, actor.userId, price) : stopSubscriptions(tx, actor.userId);
      });
      if (mailed) mailQueued();
      return price;
    },

    /**
     * Agrees to the stylist's price as offered, so the next renewal charges it; nothing is charged now, so no
     * Idempotency-Key: accepting twice is accepting once. 409 when the stylist asks another price by now.
     */
    async acceptPrice(
      actor: Actor,
      stylistId: string,
      offered: SubscriptionPrice,
    ): Promise<PaidSubscription> {
      await requireOtherPerson(actor, stylistId);
      await requireUnblocked(actor, stylistId);
      return db.transaction(async (tx) => {
        const current = await repository.lockPair(tx, actor.userId, stylistId);
        if (!isOngoing(current, new Date())) throw notFound('You have no paid subscription to this person');
        const price = await repository.price(stylistId, tx);
        if (!price || !samePrice(price, offered)) throw conflict('This price is no longer on offer');
        const agreed = samePrice(current, price) ? current : await repository.update(tx, current.id, price);
        return toPaidSubscription(agreed, price);
      });
    },

    /**
     * Charges the first month and starts the subscription, or resumes a cancelled one still paid for (no
     * charge). 409 when the stylist takes no paid subscribers or the person already has a live one.
     */
    async subscribe(actor: Actor, stylistId: string, idempotencyKey: string): Promise<PaidSubscription> {
      await requireOtherPerson(actor, stylistId);
      await requireUnblocked(actor, stylistId);
      const request = {
        userId: actor.userId,
        key: idempotencyKey,
        route: 'POST /api/users/{id}/paid-subscription',
        body: { stylistId },
      };
      return idempotency.run(request, async (tx) => {
        const current = await repository.lockPair(tx, actor.userId, stylistId);
        const now = new Date();
        if (current?.status === 'active')
          throw conflict('You already have a paid subscription to this person');
        const price = await repository.price(stylistId, tx);
        if (!price) throw conflict('This person does not offer paid subscriptions');
        if (current?.status === 'cancelled' && current.currentPeriodEnd > now) {
          return toPaidSubscription(await repository.update(tx, current.id, { status: 'active' }), price);
        }
        await charge(tx, actor.userId, stylistId, price, requestKey(idempotencyKey));
        const started = await repository.start(tx, {
          subscriberId: actor.userId,
          stylistId,
          ...price,
          currentPeriodStart: now,
          currentPeriodEnd: addMonth(now),
        });
        await notify(tx, {
          kind: 'paid_subscriber',
          recipientId: stylistId,
          actorId: actor.userId,
          payload: price,
        });
        return toPaidSubscription(started, price);
      });
    },

    /** Cancels at the period's end: nothing more is charged, and it stays unlocked until then. */
    async cancel(actor: Actor, stylistId: string): Promise<PaidSubscription> {
      await requireOtherPerson(actor, stylistId);
      const cancelled = await db.transaction(async (tx) => {
        const current = await repository.lockPair(tx, actor.userId, stylistId);
        if (!isOngoing(current, new Date())) throw notFound('You have no paid subscription to this person');
        if (current.status === 'cancelled') return { row: current, mailed: false };
        const row = await repository.update(tx, current.id, { status: 'cancelled' });
        await mail(tx, row, subscriptionCancelledMail, row.currentPeriodEnd);
        return { row, mailed: true };
      });
      if (cancelled.mailed) mailQueued();
      return toPaidSubscription(cancelled.row, null);
    },

    async list(actor: Actor): Promise<PaidSubscriptionList> {
      const rows = await repository.listLive(actor.userId);
      return {
        items: rows.map((row) => ({ ...toPaidSubscription(row, row.currentPrice), stylist: row.stylist })),
      };
    },

    /**
     * The renewal job: settles every subscription due at `now`, one per transaction. Rows are locked with SKIP
     * LOCKED, so several processes share the work without settling one twice. A charge locks the stylist's and
     * the platform's accounts until commit: holding them across a batch would stall every subscribe to those
     * stylists meanwhile, and deadlock with another process's batch taking the same accounts in another order.
     * Answers how many it settled.
     */
    async renewDueSubscriptions(now: Date = new Date()): Promise<number> {
      let settled = 0;
      for (;;) {
        const settledOne = await db.transaction(async (tx) => {
          const due = await repository.lockNextDue(tx, now);
          if (due) await settle(tx, due, now);
          return due !== undefined;
        });
        if (!settledOne) return settled;
        settled++;
        mailQueued();
      }
    },
  };
}

export type PaidSubscriptionsService = ReturnType<typeof createPaidSubscriptionsService>;
