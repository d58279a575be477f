import { z } from 'zod';
import { Currency } from './common.ts';

/**
 * A product's price as its store showed it over time (docs/product.md §13): one point each time a read of
 * the store page differed from the one before. Prices are major units as in Product (189.5 = €189.50).
 */
export const PricePoint = z.object({
  /** When the store page was read, ISO 8601. */
  at: z.string(),
  /** Null when the page showed no price (often while sold out). */
  price: z.number().nullable(),
  currency: Currency.nullable(),
  /** Null when the page did not say. */
  inStock: z.boolean().nullable(),
});
export type PricePoint = z.infer<typeof PricePoint>;

/** The latest change of price was a drop: cheaper than the point before, in the same currency. */
export const PriceDrop = z.object({
  previousPrice: z.number(),
  price: z.number(),
  currency: Currency,
  at: z.string(),
});
export type PriceDrop = z.infer<typeof PriceDrop>;

export const PriceHistory = z.object({
  /** Oldest first. */
  points: z.array(PricePoint),
  /** When the store page was last read (the last point's price held until then), null before any read. */
  checkedAt: z.string().nullable(),
  drop: PriceDrop.nullable(),
  /** Whether the viewer gets an alert when the price drops or it is back in stock; false when signed out. */
  watchedByMe: z.boolean(),
});
export type PriceHistory = z.infer<typeof PriceHistory>;

export const PriceWatchState = z.object({ watchedByMe: z.boolean() });
export type PriceWatchState = z.infer<typeof PriceWatchState>;
