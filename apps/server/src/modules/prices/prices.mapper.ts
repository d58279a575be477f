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

/** The history as the product page draws it; `drop` compares the last two points. */
export function toPriceHistory(
  rows: PricePointRow[],
  page: { lastReadAt: Date | null; watchedByMe: boolean } | undefined,
): PriceHistory {
  const [previous, latest] = rows.slice(-2);
  const drop = previous && latest ? priceDropBetween(previous, latest) : null;
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
