/**
 * Every table, one file per domain; a file imports the tables it references from the files above it here,
 * never from one below. drizzle-kit reads the tables from this file (drizzle.config.ts).
 */
export * from './users.ts';
export * from './identity.ts';
export * from './media.ts';
export * from './products.ts';
export * from './looks.ts';
export * from './collections.ts';
export * from './follows.ts';
export * from './featured.ts';
export * from './change-log.ts';
export * from './wallet.ts';
export * from './paid-subscriptions.ts';
export * from './mail.ts';
export * from './feedback.ts';
export * from './search.ts';
export * from './notifications.ts';
export * from './prices.ts';
export * from './job-runs.ts';
export * from './reports.ts';
export * from './moderation.ts';
export * from './blocks.ts';
export * from './following-feed.ts';
