import { and, asc, count, desc, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  collectionSaves,
  collections,
  follows,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  lookLikes,
  looks,
  productClicks,
  productLikes,
  products,
} from '../../db/schema/index.ts';

/**
 * The stylist dashboard's reads (docs/product.md §18): one query per series, each grouped by UTC day and
 * bounded by the range through an index that starts with the owner's thing and ends with the event's time.
 */

/** A range of instants: from `start` included to `end` excluded (UTC midnights of the range's ends). */
export interface Span {
  start: Date;
  end: Date;
}

/** A number of events on one UTC day. */
export interface DayCount {
  day: string;
  count: number;
}

/** The UTC calendar day of a timestamptz column, as text (`YYYY-MM-DD`): no driver turns it into a local Date. */
const utcDay = (instant: AnyPgColumn | SQL): SQL<string> =>
  sql<string>`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD')`;

/** An instant as a query parameter: ISO text cast in SQL, so both drivers send the same value. */
const utcInstant = (instant: Date): SQL => sql`${instant.toISOString()}::timestamptz`;

const within = (column: AnyPgColumn, { start, end }: Span) => and(gte(column, start), lt(column, end));

/**
 * What a stylist earned: credits of their available wallet from a subscription charge, which the wallet's
 * history calls an `earning` (wallet.mapper.ts). Refers to the ledger's entries, accounts and transactions.
 */
const isEarningOf = (stylistId: string) =>
  and(
    eq(ledgerAccounts.ownerId, stylistId),
    eq(ledgerAccounts.kind, 'available'),
    eq(ledgerTransactions.kind, 'subscription'),
    gt(ledgerEntries.amount, 0),
  );

/**
 * A paid period lasts a calendar month from its charge (billing.ts `addMonth`, which PostgreSQL's month
 * arithmetic matches, clamping 31 January to the end of February).
 */
const PAID_PERIOD = sql.raw(`interval '1 month'`);
/** How far back a charge may lie and its period still run in the range, with a day to spare. */
const LONGEST_PERIOD_MS = 32 * 24 * 60 * 60 * 1000;

export function createDashboardRepository(db: Db) {
  return {
    /**
     * New followers by day within the span; `day` null counts everyone who followed before it, the
     * baseline the subscriber line starts from. Unfollows leave no row, so they are not history.
     */
    follows(stylistId: string, { start, end }: Span) {
      const day = sql<string | null>`case
        when ${follows.createdAt} < ${utcInstant(start)} then null
        else ${utcDay(follows.createdAt)}
      end`;
      return (
        db
          .select({ day, count: count() })
          .from(follows)
          .where(and(eq(follows.followeeId, stylistId), lt(follows.createdAt, end)))
          // By position: the expression holds a parameter, and PostgreSQL matches expressions by their text.
          .groupBy(sql`1`)
      );
    },

    /**
     * Paid periods that run during the span, counted by the day each starts and the first day whose end it
     * does not reach (null while it runs past `now`); a running sum of starts minus stops is the number of
     * people paying at the end of each day, or now for today. A person's periods follow one another without
     * overlapping (a renewal starts where the last period ends), so it counts people, once each. Grouped by
     * both days, which lie a month apart, so the rows are bounded by the days of the range.
     */
    paidPeriods(stylistId: string, span: Span, now: Date) {
      const startsAt = sql`(${ledgerEntries.createdAt} at time zone 'UTC')`;
      const endsAt = sql`(${startsAt} + ${PAID_PERIOD})`;
      const startDay = sql<string>`to_char(${startsAt}, 'YYYY-MM-DD')`;
      const stopDay = sql<string | null>`case
        when ${endsAt} <= (${utcInstant(now)} at time zone 'UTC')
        then to_char(${endsAt} - interval '1 microsecond', 'YYYY-MM-DD')
      end`;
      return (
        db
          .select({ startDay, stopDay, count: count() })
          .from(ledgerEntries)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
          .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
          .where(
            and(
              isEarningOf(stylistId),
              gte(ledgerEntries.createdAt, new Date(span.start.getTime() - LONGEST_PERIOD_MS)),
              lt(ledgerEntries.createdAt, span.end),
              sql`${endsAt} > (${utcInstant(span.start)} at time zone 'UTC')`,
            ),
          )
          // By position, as the stop day's expression holds a parameter.
          .groupBy(sql`1`, sql`2`)
      );
    },

    /** Likes of the stylist's products and of their looks, by day (one query each, added up by the mapper). */
    async likes(stylistId: string, span: Span): Promise<DayCount[][]> {
      const productDay = utcDay(productLikes.createdAt);
      const lookDay = utcDay(lookLikes.createdAt);
      return Promise.all([
        db
          .select({ day: productDay, count: count() })
          .from(productLikes)
          .innerJoin(products, eq(products.id, productLikes.productId))
          .where(and(eq(products.ownerId, stylistId), within(productLikes.createdAt, span)))
          .groupBy(productDay),
        db
          .select({ day: lookDay, count: count() })
          .from(lookLikes)
          .innerJoin(looks, eq(looks.id, lookLikes.lookId))
          .where(and(eq(looks.ownerId, stylistId), within(lookLikes.createdAt, span)))
          .groupBy(lookDay),
      ]);
    },

    /** Saves of the stylist's collections, by day. */
    saves(stylistId: string, span: Span) {
      const day = utcDay(collectionSaves.createdAt);
      return db
        .select({ day, count: count() })
        .from(collectionSaves)
        .innerJoin(collections, eq(collections.id, collectionSaves.collectionId))
        .where(and(eq(collections.ownerId, stylistId), within(collectionSaves.createdAt, span)))
        .groupBy(day);
    },

    /** Clicks on the purchase links of the stylist's products, by day. */
    clicks(stylistId: string, span: Span) {
      const day = utcDay(productClicks.createdAt);
      return db
        .select({ day, count: count() })
        .from(productClicks)
        .innerJoin(products, eq(products.id, productClicks.productId))
        .where(and(eq(products.ownerId, stylistId), within(productClicks.createdAt, span)))
        .groupBy(day);
    },

    /** What paid subscriptions earned the stylist, by day and currency, in integer minor units. */
    earnings(stylistId: string, span: Span) {
      const day = utcDay(ledgerEntries.createdAt);
      return db
        .select({
          day,
          currency: ledgerAccounts.currency,
          amount: sql<number>`sum(${ledgerEntries.amount})`.mapWith(Number),
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(and(isEarningOf(stylistId), within(ledgerEntries.createdAt, span)))
        .groupBy(day, ledgerAccounts.currency);
    },

    /** The stylist's most clicked products in the span, most clicks first. */
    topProducts(stylistId: string, span: Span, limit: number) {
      const clicks = count();
      return db
        .select({
          id: products.id,
          description: products.description,
          brand: products.brand,
          images: products.images,
          clicks,
        })
        .from(productClicks)
        .innerJoin(products, eq(products.id, productClicks.productId))
        .where(and(eq(products.ownerId, stylistId), within(productClicks.createdAt, span)))
        .groupBy(products.id)
        .orderBy(desc(clicks), asc(products.id))
        .limit(limit);
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
export type TopProductRow = Awaited<ReturnType<DashboardRepository['topProducts']>>[number];
