import type { AccountExport, WalletTransaction } from '@stylebook/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { AccountExportRepository } from './account-export.repository.ts';
import { toAccountExport } from './account-export.mapper.ts';

export interface AccountExportServiceDeps {
  db: Db;
  repository: AccountExportRepository;
  /** Every movement of the person's wallets, as the wallet API shows them, read inside `tx`. */
  walletTransactions: (tx: Db, userId: string) => Promise<WalletTransaction[]>;
  now?: () => Date;
}

export function createAccountExportService({
  db,
  repository: read,
  walletTransactions,
  now = () => new Date(),
}: AccountExportServiceDeps) {
  return {
    /**
     * Everything `userId` owns, for them alone: anyone else gets the 404 of an account that is not there
     * (docs/product.md §4, private answers 404). Read in one repeatable-read transaction, so the lists agree
     * with each other even while the person keeps using the app in another tab.
     */
    async export(actor: Actor, userId: string): Promise<AccountExport> {
      if (actor.userId !== userId) throw notFound('User not found');
      const rows = await db.transaction(
        async (tx) => {
          const account = await read.account(tx, userId);
          if (!account) throw notFound('User not found');
          const collections = await read.collections(tx, userId);
          const looks = await read.looks(tx, userId);
          const collectionIds = collections.map((collection) => collection.id);
          // One at a time: a transaction is one connection, which runs one query at once.
          return {
            account,
            sessions: await read.sessions(tx, userId),
            products: await read.products(tx, userId),
            collections,
            collectionProducts: await read.collectionProducts(tx, collectionIds),
            collectionLooks: await read.collectionLooks(tx, collectionIds),
            looks,
            lookProducts: await read.lookProducts(
              tx,
              looks.map((look) => look.id),
            ),
            productLikes: await read.productLikes(tx, userId),
            lookLikes: await read.lookLikes(tx, userId),
            saves: await read.saves(tx, userId),
            following: await read.following(tx, userId),
            followers: await read.followers(tx, userId),
            blocked: await read.blocked(tx, userId),
            reports: await read.reports(tx, userId),
            subscribedTo: await read.paidSubscriptions(tx, userId, 'subscriber'),
            subscribers: await read.paidSubscriptions(tx, userId, 'stylist'),
            subscriptionPrice: await read.subscriptionPrice(tx, userId),
            balances: await read.balances(tx, userId, 'available'),
            pendingPayouts: await read.balances(tx, userId, 'pending_payout'),
            transactions: await walletTransactions(tx, userId),
            feedback: await read.feedback(tx, userId),
            searches: await read.searches(tx, userId),
            media: await read.media(tx, userId),
            // Until the address is proven theirs, the mail to it may be someone else's (docs/decisions.md).
            mail: account.emailVerifiedAt ? await read.mail(tx, userId) : [],
            notifications: await read.notifications(tx, userId),
            notificationMail: await read.notificationMail(tx, userId),
            priceWatches: await read.priceWatches(tx, userId),
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      return toAccountExport(rows, now());
    },
  };
}

export type AccountExportService = ReturnType<typeof createAccountExportService>;
