import { Currency, fromMinorUnits, type PriceHistory, type PricePoint } from '@stylebook/contracts';
import { priceDropBetween } from './price-rules.ts';
import type { PricePointRow } from './prices.repository.ts';

function toPricePoint(row: PricePointRow): PricePoint {
  const currency = row.currency === null ? null : Currency.parse(row.currency);
  return {
    at: row.readAt.toISOString(),
    price: row.priceMinor === null || currency === null ? null : fromMinorUnits(row.priceMinor, currency),
    currency,
    inStock: row.inStock,
  };
}

/**
 * The history as the product page draws it; `drop` compares the latest point with the last one before it
 * that had a price (a product sold out at €220 and back at €176 dropped), as the job's alerts do.
 */
export function toPriceHistory(
  rows: PricePointRow[],
  page: { lastReadAt: Date | null; watchedByMe: boolean } | undefined,
): PriceHistory {
  const latest = rows.at(-1);
  const lastPriced = rows.slice(0, -1).findLast((row) => row.priceMinor !== null);
  const drop = latest && lastPriced ? priceDropBetween(lastPriced, latest) : null;
  return {
    points: rows.map(toPricePoint),
    checkedAt: page?.lastReadAt?.toISOString() ?? null,
    drop: drop && {
      previousPrice: fromMinorUnits(drop.previousPrice, drop.currency),
      price: fromMinorUnits(drop.newPrice, drop.currency),
      currency: drop.currency,
      at: latest!.readAt.toISOString(),
    },
    watchedByMe: page?.watchedByMe ?? false,
  };
}
