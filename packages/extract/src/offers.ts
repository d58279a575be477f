/** Choosing the price a visitor pays among the several a product's structured data may state. */

export interface OfferPrice {
  amount: number;
  /** ISO code; null when the offer names none. */
  currency: string | null;
  /** 'regular' for a price the data marks as struck through or the list price; 'paid' otherwise. */
  kind: 'paid' | 'regular';
}

/**
 * The offer the visitor pays: in the first of the visitor's currencies (locale.ts) that any offer is in,
 * else the first offer's; among those the lowest price paid (a sale offer beside the regular one, the
 * "from" price of a range). A struck-through price is taken only when nothing else is stated.
 */
export function pickOffer(prices: readonly OfferPrice[], preferred: readonly string[]): OfferPrice | null {
  const first = prices[0];
  if (!first) return null;
  const currency =
    preferred.find((code) => prices.some((price) => price.currency === code)) ?? first.currency;
  const inCurrency = prices.filter((price) => price.currency === currency);
  const paid = inCurrency.filter((price) => price.kind === 'paid');
  const pool = paid.length > 0 ? paid : inCurrency;
  return pool.reduce((lowest, price) => (price.amount < lowest.amount ? price : lowest));
}
