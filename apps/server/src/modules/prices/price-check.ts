import { toMinorUnits, type Currency } from '@stylebook/contracts';
import { detectBlock, extractProduct, readAvailability, type Block } from '@stylebook/extract';
import type { FastifyBaseLogger } from 'fastify';
import type { PriceCheckConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { backoffSeconds } from '../../lib/retry-backoff.ts';
import type { NewNotification } from '../notifications/notifications.service.ts';
import { GuardedFetchError } from '../../lib/net-guard.ts';
import type { StorePageReader } from '../scrape/store-page.ts';
import { alertFor, retryAfterSeconds, sameReading, type PriceReading } from './price-rules.ts';
import type { PricesRepository, StoreHostRow } from './prices.repository.ts';
import { isSpecialUseName, robotsRules } from './robots.ts';

/**
 * The price job (docs/product.md §13): re-reads the store pages people watch once their last read is older
 * than the freshness age, politely. Every process runs it: a page and its store are claimed in a short
 * transaction (FOR UPDATE SKIP LOCKED) that leases the page and books the store's next slot and the day's
 * budget, so no two processes read one page, nor ask one store within its spacing; the request itself runs
 * outside any transaction.
 */

/** A claimed page is not given to another process for this long: more than a fetch can take. */
const READ_LEASE_SECONDS = 2 * 60;
/** The longest waits: a store that keeps failing, a store that keeps blocking, a page that is gone. */
const MAX_FAILURE_WAIT_SECONDS = 24 * 60 * 60;
const MAX_BLOCK_WAIT_SECONDS = 30 * 24 * 60 * 60;
const MAX_PAGE_WAIT_SECONDS = 7 * 24 * 60 * 60;
/** Google's limit for robots.txt; larger files are cut there by crawlers. */
const MAX_ROBOTS_BYTES = 500 * 1024;

type BlockReason = NonNullable<StoreHostRow['blockReason']>;

/** detectBlock's verdicts as the store's row records them. */
const BLOCK_REASONS: Record<Block['reason'], BlockReason> = {
  'bot-wall': 'bot_wall',
  forbidden: 'forbidden',
  'rate-limited': 'rate_limited',
  'login-wall': 'login_wall',
};

export interface PriceCheckDeps {
  db: Db;
  repository: PricesRepository;
  /** The scraper's guarded page reader: the same SSRF guard, limits and decoding. */
  reader: Pick<StorePageReader, 'page' | 'get'>;
  config: PriceCheckConfig;
  /** Stores a notification inside the transaction that recorded the read (notifications module). */
  notify: (tx: Db, notification: NewNotification) => Promise<void>;
  log: FastifyBaseLogger;
}

/** What one claim asks the store for: its robots.txt first when the kept one is stale, else the page. */
interface Claim {
  kind: 'robots' | 'page';
  canonicalUrl: string;
  pageFailures: number;
  host: StoreHostRow;
}

/** What a pass did, for logs and tests. */
export interface PriceCheckPass {
  /** Requests made to stores (robots.txt and pages). */
  requests: number;
  /** Page reads that found a price or a stock state. */
  reads: number;
  notified: number;
}

const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);
const utcDay = (now: Date) => now.toISOString().slice(0, 10);

export function createPriceCheck({ db, repository, reader, config, notify, log }: PriceCheckDeps) {
  /** The next page to ask a store about, claimed, or null when none is due or the day's budget is spent. */
  function claimNext(now: Date, skip: string[]): Promise<Claim | null> {
    return db.transaction(async (tx) => {
      for (;;) {
        const due = await repository.lockNextDue(tx, now, skip);
        if (!due) return null;
        const { canonicalUrl, host } = due;
        if (isSpecialUseName(host.origin)) {
          await repository.updateHost(tx, host.origin, {
            blockedUntil: later(now, MAX_BLOCK_WAIT_SECONDS),
            blockReason: 'reserved_name',
          });
          continue;
        }
        const robotsAreFresh =
          host.robotsFetchedAt !== null &&
          now.getTime() - host.robotsFetchedAt.getTime() < config.robotsTtlSeconds * 1000;
        const robots = robotsAreFresh ? robotsRules(host.origin, host.robotsTxt ?? '') : null;
        if (robots && !robots.allows(canonicalUrl)) {
          // Asked again once robots.txt may have changed.
          await repository.updatePage(tx, canonicalUrl, {
            nextReadAt: later(now, Math.max(config.freshnessSeconds, config.robotsTtlSeconds)),
            lastError: 'robots.txt disallows it',
          });
          skip.push(canonicalUrl);
          continue;
        }
        if (!(await repository.takeFromBudget(tx, utcDay(now), config.dailyFetches))) return null;
        if (!robots) {
          // Nobody asks the store anything until its robots.txt is back, which books the next slot.
          await repository.updateHost(tx, host.origin, { nextFetchAt: later(now, READ_LEASE_SECONDS) });
          return { kind: 'robots', canonicalUrl, pageFailures: due.pageFailures, host };
        }
        skip.push(canonicalUrl);
        await repository.updateHost(tx, host.origin, {
          nextFetchAt: later(now, Math.max(config.hostSpacingSeconds, robots.crawlDelaySeconds() ?? 0)),
        });
        await repository.updatePage(tx, canonicalUrl, { nextReadAt: later(now, READ_LEASE_SECONDS) });
        return { kind: 'page', canonicalUrl, pageFailures: due.pageFailures, host };
      }
    });
  }

  /**
   * The wait after a refusal or failure: longer after each one in a row, and at least what the store's
   * Retry-After asks, within `cap`.
   */
  function waitSeconds(base: number, failures: number, cap: number, retryAfter: string | null, now: Date) {
    return Math.min(
      Math.max(backoffSeconds(base, failures, cap), retryAfterSeconds(retryAfter, now) ?? 0),
      cap,
    );
  }

  /** The store failed to answer (unreachable, timeout, 5xx): wait longer after each failure in a row. */
  async function storeFailed(claim: Claim, now: Date, reason: string, retryAfter: string | null = null) {
    const failures = claim.host.failures + 1;
    const wait = waitSeconds(
      config.failureBackoffSeconds,
      failures,
      MAX_FAILURE_WAIT_SECONDS,
      retryAfter,
      now,
    );
    await db.transaction(async (tx) => {
      await repository.updateHost(tx, claim.host.origin, { failures, nextFetchAt: later(now, wait) });
      await repository.updatePage(tx, claim.canonicalUrl, { nextReadAt: now, lastError: reason });
    });
    log.info({ origin: claim.host.origin, failures, reason }, 'price check: store failed');
  }

  /** The store refused us (403, 429): no request before the block ends, longer after each block in a row. */
  async function storeBlocked(
    claim: Claim,
    now: Date,
    reason: BlockReason,
    retryAfter: string | null = null,
  ) {
    const failures = claim.host.failures + 1;
    const wait = waitSeconds(config.blockBackoffSeconds, failures, MAX_BLOCK_WAIT_SECONDS, retryAfter, now);
    await db.transaction(async (tx) => {
      await repository.updateHost(tx, claim.host.origin, {
        failures,
        blockedUntil: later(now, wait),
        blockReason: reason,
      });
      await repository.updatePage(tx, claim.canonicalUrl, { nextReadAt: now, lastError: reason });
    });
    log.warn({ origin: claim.host.origin, reason, seconds: wait }, 'price check: store blocked the job');
  }

  /** The store answered, but this page gives no price (gone, not a product): wait longer for this page. */
  async function pageFailed(claim: Claim, now: Date, reason: string): Promise<void> {
    const failures = claim.pageFailures + 1;
    const wait = backoffSeconds(config.failureBackoffSeconds, failures, MAX_PAGE_WAIT_SECONDS);
    await db.transaction(async (tx) => {
      await repository.updateHost(tx, claim.host.origin, { failures: 0, blockReason: null });
      await repository.updatePage(tx, claim.canonicalUrl, {
        failures,
        nextReadAt: later(now, wait),
        lastError: reason,
      });
    });
  }

  async function readRobots(claim: Claim, now: Date): Promise<void> {
    const response = await reader
      .get(`${claim.host.origin}/robots.txt`, { accept: 'text/plain', maxBytes: MAX_ROBOTS_BYTES })
      .catch((error: unknown) => error as Error);
    if (response instanceof Error) return storeFailed(claim, now, response.message);
    if (response.status === 429) return storeBlocked(claim, now, 'rate_limited', response.retryAfter);
    if (response.status >= 500) {
      return storeFailed(claim, now, `robots.txt answered ${response.status}`, response.retryAfter);
    }
    // RFC 9309: a robots.txt that is not there (any 4xx) allows everything.
    const robotsTxt = response.status < 300 ? response.body.toString('utf8') : '';
    const spacing = Math.max(
      config.hostSpacingSeconds,
      robotsRules(claim.host.origin, robotsTxt).crawlDelaySeconds() ?? 0,
    );
    await db.transaction((tx) =>
      repository.updateHost(tx, claim.host.origin, {
        robotsTxt,
        robotsFetchedAt: now,
        nextFetchAt: later(now, spacing),
      }),
    );
  }

  async function readPage(claim: Claim, now: Date): Promise<{ read: boolean; notified: number }> {
    const missed = { read: false, notified: 0 };
    const page = await reader.page(claim.canonicalUrl).catch((error: unknown) => error as Error);
    if (page instanceof Error) {
      // A refused address belongs to the page (a redirect to a private address), not to the store.
      if (page instanceof GuardedFetchError && page.reason === 'blocked') {
        await pageFailed(claim, now, page.message);
      } else {
        await storeFailed(claim, now, page.message);
      }
      return missed;
    }
    const answer = { status: page.status, requestedUrl: claim.canonicalUrl, url: page.url };
    if (page.kind === 'error-status') {
      // The guard keeps no error bodies: the status alone says whether the store refused us.
      const block = detectBlock({ ...answer, document: null, isProduct: false });
      if (block) await storeBlocked(claim, now, BLOCK_REASONS[block.reason], page.retryAfter);
      else if (page.status >= 500) await storeFailed(claim, now, `HTTP ${page.status}`, page.retryAfter);
      else await pageFailed(claim, now, `HTTP ${page.status}`);
      return missed;
    }
    if (page.kind === 'not-html') {
      await pageFailed(claim, now, 'not a web page');
      return missed;
    }
    const { product, isProduct } = extractProduct(page.document, page.url);
    // A captcha answers 200 with an empty form; a login wall is a redirect to a sign-in page.
    const block = detectBlock({ ...answer, document: page.document, isProduct });
    if (block) {
      await storeBlocked(claim, now, BLOCK_REASONS[block.reason]);
      return missed;
    }
    const inStock = readAvailability(page.document);
    const priced = product.price !== null && product.currency !== null;
    if (!isProduct || (!priced && inStock === null)) {
      await pageFailed(claim, now, 'no price on the page');
      return missed;
    }
    const reading: PriceReading = {
      priceMinor: priced ? toMinorUnits(product.price!, product.currency!) : null,
      currency: priced ? product.currency : null,
      inStock,
    };
    return { read: true, notified: await record(claim, now, reading) };
  }

  /**
   * Stores a successful read: a point when it differs from the last one, the store's price on every copy
   * when it changed, and one alert per watcher when it dropped or came back in stock. Returns how many
   * people were told.
   */
  function record(claim: Claim, now: Date, reading: PriceReading): Promise<number> {
    const { canonicalUrl } = claim;
    return db.transaction(async (tx) => {
      await repository.updateHost(tx, claim.host.origin, {
        failures: 0,
        blockReason: null,
        blockedUntil: null,
      });
      await repository.updatePage(tx, canonicalUrl, {
        lastReadAt: now,
        nextReadAt: later(now, config.freshnessSeconds),
        failures: 0,
        lastError: null,
      });
      const latest = await repository.latestPoint(tx, canonicalUrl);
      if (latest && sameReading(latest, reading)) return 0;
      await repository.insertPoint(tx, canonicalUrl, now, reading);
      if (reading.priceMinor !== null && reading.priceMinor > 0 && reading.currency !== null) {
        await repository.setPriceOfCopies(tx, canonicalUrl, reading.priceMinor, reading.currency);
      }
      const lastPriced =
        latest?.priceMinor === null ? await repository.latestPricedPoint(tx, canonicalUrl) : latest;
      const alert = alertFor(latest, lastPriced, reading);
      if (!alert) return 0;
      const watchers = await repository.listWatchers(tx, canonicalUrl);
      for (const watcher of watchers) {
        const about = { recipientId: watcher.userId, productId: watcher.productId };
        await notify(
          tx,
          alert.kind === 'price_drop'
            ? {
                kind: 'price_drop',
                ...about,
                payload: {
                  previousPrice: alert.previousPrice,
                  newPrice: alert.newPrice,
                  currency: alert.currency,
                },
              }
            : {
                kind: 'back_in_stock',
                ...about,
                // With no price on the page, the watcher's copy says which currency it is sold in.
                payload: {
                  price: reading.priceMinor,
                  currency: reading.currency ?? (watcher.currency as Currency),
                },
              },
        );
      }
      return watchers.length;
    });
  }

  return {
    /**
     * One pass: every page due at `now` whose store may be asked, each read at most once, until none is left
     * or the day's budget is spent.
     */
    async runDue(now: Date = new Date()): Promise<PriceCheckPass> {
      const pass: PriceCheckPass = { requests: 0, reads: 0, notified: 0 };
      const skip: string[] = [];
      // Watching by default (a product filed into a collection) finds its page within a freshness age.
      await repository.postponeUnwatched(now, later(now, config.freshnessSeconds));
      for (;;) {
        const claim = await claimNext(now, skip);
        if (!claim) return pass;
        pass.requests++;
        if (claim.kind === 'robots') {
          await readRobots(claim, now);
          continue;
        }
        const { read, notified } = await readPage(claim, now);
        if (read) pass.reads++;
        pass.notified += notified;
      }
    },
  };
}

export type PriceCheck = ReturnType<typeof createPriceCheck>;
