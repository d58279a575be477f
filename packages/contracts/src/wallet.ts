import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER } from './constants.ts';
import { Currency, Id, Pagination } from './common.ts';
import { UserSummary } from './product.ts';

/**
 * The Money API (docs/product.md §9): amounts are integers in the currency's minor units (`1299` USD =
 * $12.99), each with its ISO currency. Every money-moving POST takes an `Idempotency-Key` header.
 */

export const IdempotencyHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string({ error: 'An Idempotency-Key header is required for requests that move money' })
    .trim()
    .min(1, 'An Idempotency-Key header is required for requests that move money')
    .max(255, 'An Idempotency-Key header must be at most 255 characters'),
});

/**
 * The most one top-up may add, in minor units: about 10,000 US dollars' worth in each currency, so a typo
 * cannot ask the provider for a fortune.
 */
export const MAX_TOP_UP: Record<Currency, number> = {
  AUD: 1_500_000,
  USD: 1_000_000,
  EUR: 1_000_000,
  GBP: 800_000,
  JPY: 1_500_000,
  IDR: 160_000_000,
  KRW: 14_000_000,
  HKD: 8_000_000,
};

/** A positive amount of minor units. */
const MinorUnits = z
  .number()
  .int('Amount must be a whole number of minor units')
  .positive('Amount must be more than zero')
  .max(Number.MAX_SAFE_INTEGER);

export const Money = z.object({ amount: z.number().int(), currency: Currency });
export type Money = z.infer<typeof Money>;

/** Money at most one top-up's worth, refused with `message` otherwise. */
const atMostOneTopUp = (message: string) =>
  z
    .object({ amount: MinorUnits, currency: Currency })
    .refine(({ amount, currency }) => amount <= MAX_TOP_UP[currency], { message, path: ['amount'] });

export const TopUpBody = atMostOneTopUp('Amount is more than one top-up may add');
export type TopUpBody = z.infer<typeof TopUpBody>;

export const PayoutBody = z.object({ amount: MinorUnits, currency: Currency });
export type PayoutBody = z.infer<typeof PayoutBody>;

export const PaymentProviderName = z.enum(['demo', 'stripe']);
export type PaymentProviderName = z.infer<typeof PaymentProviderName>;

/**
 * `GET /api/wallet`: the caller's available balances, one per currency they ever held, and what a payout may
 * take of each: only money they earned and have not paid out, at most the balance (0 for non-stylists).
 */
export const Wallet = z.object({
  balances: z.array(Money),
  payable: z.array(Money),
  provider: PaymentProviderName,
});
export type Wallet = z.infer<typeof Wallet>;

export const WalletTransactionKind = z.enum(['top_up', 'subscription', 'earning', 'payout', 'refund']);
export type WalletTransactionKind = z.infer<typeof WalletTransactionKind>;

/** One movement of the caller's wallet; `amount` is signed as they see it (a charge is negative). */
export const WalletTransaction = z.object({
  id: Id,
  kind: WalletTransactionKind,
  amount: z.number().int(),
  currency: Currency,
  createdAt: z.iso.datetime(),
  counterparty: UserSummary.optional(),
});
export type WalletTransaction = z.infer<typeof WalletTransaction>;

export const WalletTransactionsPage = z.object({ items: z.array(WalletTransaction), pagination: Pagination });
export type WalletTransactionsPage = z.infer<typeof WalletTransactionsPage>;

/** The demo provider credits at once; Stripe sends the person to Checkout and credits on its webhook. */
export const TopUpResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('succeeded'), transactionId: Id }),
  z.object({ status: z.literal('pending'), checkoutUrl: z.url() }),
]);
export type TopUpResult = z.infer<typeof TopUpResult>;

/** `POST /api/payments/stripe/webhook`: what Stripe reads from any 2xx answer; it retries the others. */
export const WebhookReceipt = z.object({ received: z.literal(true) });
export type WebhookReceipt = z.infer<typeof WebhookReceipt>;

/** Payouts are processed outside the app; the amount waits in the stylist's pending payout. */
export const PayoutResult = z.object({ status: z.literal('requested'), transactionId: Id });
export type PayoutResult = z.infer<typeof PayoutResult>;

/** 402 when a wallet lacks the money: `shortfall` is what a top-up must add to go ahead. */
export const InsufficientFundsBody = z.object({
  message: z.string(),
  code: z.literal('INSUFFICIENT_FUNDS'),
  shortfall: Money,
});
export type InsufficientFundsBody = z.infer<typeof InsufficientFundsBody>;

/** 422 when a payout asks for more than `payable`: the money earned and not yet paid out in its currency. */
export const PayoutExceedsEarningsBody = z.object({
  message: z.string(),
  code: z.literal('PAYOUT_EXCEEDS_EARNINGS'),
  payable: Money,
});
export type PayoutExceedsEarningsBody = z.infer<typeof PayoutExceedsEarningsBody>;

/** A stylist's monthly price; null when they take no new paid subscribers. */
export const SubscriptionPrice = z.object({ amount: MinorUnits, currency: Currency });
export type SubscriptionPrice = z.infer<typeof SubscriptionPrice>;

/** `PUT /api/subscriptions/price`: a price, or `{amount: null}` to stop new paid subscriptions. */
export const SetSubscriptionPriceBody = z.union([
  // A month must be payable: a shortfall is met by one top-up.
  atMostOneTopUp('A monthly price may be at most what one top-up may add'),
  z.object({ amount: z.null(), currency: Currency.optional() }),
]);
export type SetSubscriptionPriceBody = z.infer<typeof SetSubscriptionPriceBody>;

export const PaidSubscriptionStatus = z.enum(['active', 'cancelled', 'past_due']);
export type PaidSubscriptionStatus = z.infer<typeof PaidSubscriptionStatus>;

/**
 * A price the stylist now asks that the subscriber has not agreed to: more than their price, or in another
 * currency. The subscription renews at it from `startsAt` (its period's end) once accepted, and ends then
 * otherwise (docs/decisions.md).
 */
export const PendingPrice = SubscriptionPrice.extend({ startsAt: z.iso.datetime() });
export type PendingPrice = z.infer<typeof PendingPrice>;

/**
 * The viewer's paid subscription to a stylist; `currentPeriodEnd` is the next charge, or the end once cancelled.
 * `amount` and `currency` are what the next renewal charges: the price agreed, or the stylist's lower one.
 */
export const PaidSubscription = z.object({
  status: PaidSubscriptionStatus,
  currentPeriodEnd: z.iso.datetime(),
  amount: z.number().int(),
  currency: Currency,
  pendingPrice: PendingPrice.nullable(),
});
export type PaidSubscription = z.infer<typeof PaidSubscription>;

export const PaidSubscriptionItem = PaidSubscription.extend({ stylist: UserSummary });
export type PaidSubscriptionItem = z.infer<typeof PaidSubscriptionItem>;

/** `GET /api/subscriptions/paid`: the caller's live paid subscriptions, soonest period end first. */
export const PaidSubscriptionList = z.object({ items: z.array(PaidSubscriptionItem) });
export type PaidSubscriptionList = z.infer<typeof PaidSubscriptionList>;
