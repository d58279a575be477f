import type { Money } from '@stylebook/contracts';
import type { Db } from '../../db/client.ts';
import { platformFeesIn, walletOf, type Ledger, type Posting } from '../wallet/ledger.ts';
import type { WalletRepository } from '../wallet/wallet.repository.ts';
import { platformFee } from './billing.ts';
import type { PaidSubscriptionRow, PaidSubscriptionsRepository } from './paid-subscriptions.repository.ts';

type Period = Pick<PaidSubscriptionRow, 'amount' | 'currentPeriodStart' | 'currentPeriodEnd'>;

/** Whole seconds from one time to another. */
const secondsBetween = (from: Date, to: Date) => BigInt(Math.floor((to.getTime() - from.getTime()) / 1000));

/** The unused part of the period's price at `now`: by the second, rounded down to the minor unit. */
export function unusedPart({ amount, currentPeriodStart, currentPeriodEnd }: Period, now: Date): number {
  const period = secondsBetween(currentPeriodStart, currentPeriodEnd);
  const unused = secondsBetween(now, currentPeriodEnd);
  if (period <= 0n || unused <= 0n) return 0;
  // BigInt: a price times a month of seconds may pass 2^53.
  return Number((BigInt(amount) * (unused < period ? unused : period)) / period);
}

/**
 * The stylist's share of a refund, split as the period's charge was: in the proportion of the price they
 * earned, rounded down; the platform's share is the rest.
 */
export function stylistShare(price: number, refund: number): number {
  return Number((BigInt(refund) * BigInt(price - platformFee(price))) / BigInt(price));
}

export interface ProRataRefundsDeps {
  ledger: Pick<Ledger, 'lock' | 'post'>;
  wallets: Pick<WalletRepository, 'lockPayable'>;
  subscriptions: Pick<
    PaidSubscriptionsRepository,
    'update' | 'lockUnendedOfStylist' | 'lockPair' | 'lastCharge'
  >;
}

/**
 * Pro-rata refunds (docs/decisions.md): whenever a paid subscription ends before the period paid for, as when
 * its stylist deletes their account.
 */
export function createProRataRefunds({ ledger, wallets, subscriptions }: ProRataRefundsDeps) {
  const refunds = {
    /**
     * Ends a subscription the caller holds locked in `tx`, refunding the unused part of the period's charge
     * (what was paid, in its currency, not a price accepted since for the next period), as one balanced
     * ledger `refund` to the subscriber. The stylist's share comes out of the money they earned and have not
     * paid out; what of it they already paid out comes from the platform's fee account, with the platform's
     * share. Answers the refund, or null when nothing was left to refund.
     */
    async endWithRefund(tx: Db, row: PaidSubscriptionRow, now: Date): Promise<Money | null> {
      await subscriptions.update(tx, row.id, { status: 'ended', updatedAt: now });
      const paidFor = row.status === 'active' || row.status === 'cancelled';
      const charge = paidFor ? await subscriptions.lastCharge(tx, row.subscriberId, row.stylistId) : null;
      const amount = charge ? unusedPart({ ...row, amount: charge.amount }, now) : 0;
      if (!charge || amount === 0) return null;
      const { currency } = charge;
      const subscriberWallet = walletOf(row.subscriberId, currency);
      const stylistWallet = walletOf(row.stylistId, currency);
      // Every account the refund may move, in the ledger's order, before reading what the stylist may give
      // back: locking their wallet first would deadlock with a charge to them taking the fee account first.
      await ledger.lock(tx, [subscriberWallet, stylistWallet, platformFeesIn(currency)]);
      const earned = await wallets.lockPayable(tx, row.stylistId, currency);
      const fromStylist = Math.min(stylistShare(charge.amount, amount), earned.amount);
      const postings: Posting[] = [
        { account: subscriberWallet, amount, counterpartyId: row.stylistId },
        {
          account: stylistWallet,
          amount: -fromStylist,
          counterpartyId: row.subscriberId,
        },
        { account: platformFeesIn(currency), amount: fromStylist - amount },
      ];
      await ledger.post(tx, {
        kind: 'refund',
        userId: row.subscriberId,
        // One refund per period: the period it refunds names it.
        idempotencyKey: `refund:${row.id}:${row.currentPeriodEnd.toISOString()}`,
        metadata: { stylistId: row.stylistId },
        postings: postings.filter((posting) => posting.amount !== 0),
      });
      return { amount, currency };
    },

    /** Ends a paid subscription either way between two people, refunding its unused part (a block). */
    async endBetween(tx: Db, oneId: string, otherId: string, now: Date): Promise<void> {
      for (const [subscriberId, stylistId] of [
        [oneId, otherId],
        [otherId, oneId],
      ] as const) {
        const row = await subscriptions.lockPair(tx, subscriberId, stylistId);
        if (row && row.status !== 'ended') await refunds.endWithRefund(tx, row, now);
      }
    },

    /** Ends every subscription to the stylist, refunding each its unused part; answers how many were refunded. */
    async endAllWithRefund(tx: Db, stylistId: string, now: Date): Promise<number> {
      let refunded = 0;
      for (const row of await subscriptions.lockUnendedOfStylist(tx, stylistId)) {
        if (await refunds.endWithRefund(tx, row, now)) refunded += 1;
      }
      return refunded;
    },
  };
  return refunds;
}

export type ProRataRefunds = ReturnType<typeof createProRataRefunds>;
