import { CURRENCY_DECIMALS, type Currency } from '@stylebook/contracts';

/**
 * Digits after the decimal point in Stripe's amounts. They match the app's minor units except IDR: the app
 * counts whole rupiah, while Stripe counts IDR in hundredths (only JPY and KRW of ours are zero-decimal there).
 */
const STRIPE_DECIMALS: Record<Currency, number> = { ...CURRENCY_DECIMALS, IDR: 2 };

/** The app's minor units of `currency` as Stripe's `unit_amount`. */
export function toStripeAmount(amount: number, currency: Currency): number {
  return amount * 10 ** (STRIPE_DECIMALS[currency] - CURRENCY_DECIMALS[currency]);
}
