import { eq, sql } from 'drizzle-orm';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { newUser, openTestDatabase } from '../../test/helpers.ts';
import { createLedger, providerClearingIn, walletOf, type NewTransaction } from './ledger.ts';

describe('ledger', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const topUp = (userId: string, amount: number, key: string): NewTransaction => ({
    kind: 'top_up',
    userId,
    idempotencyKey: key,
    postings: [
      { account: walletOf(userId, 'USD'), amount },
      { account: providerClearingIn('USD'), amount: -amount },
    ],
  });

  const countRows = async (userId: string) => {
    const [row] = await database.db
      .select({
        transactions:
          sql<number>`(select count(*) from ${ledgerTransactions} where ${ledgerTransactions.userId} = ${userId})`.mapWith(
            Number,
          ),
        accounts:
          sql<number>`(select count(*) from ${ledgerAccounts} where ${ledgerAccounts.ownerId} = ${userId})`.mapWith(
            Number,
          ),
      })
      .from(sql`(select 1) as one`);
    return row;
  };

  it('leaves nothing behind when a transaction fails between its entries', async () => {
    const person = await newUser(database.db);
    const failing = createLedger({
      afterEntry: (_transaction, index) => {
        if (index === 0) throw new Error('injected crash');
      },
    });
    await expect(
      database.db.transaction((tx) => failing.post(tx, topUp(person.id, 500, 'crash'))),
    ).rejects.toThrow('injected crash');
    expect(await countRows(person.id)).toEqual({ transactions: 0, accounts: 0 });

    await database.db.transaction((tx) => createLedger().post(tx, topUp(person.id, 500, 'crash')));
    expect(await countRows(person.id)).toEqual({ transactions: 1, accounts: 1 });
  });

  it('refuses postings that do not balance before touching the database', async () => {
    const person = await newUser(database.db);
    const lopsided = {
      ...topUp(person.id, 500, 'lopsided'),
      postings: [{ account: walletOf(person.id, 'USD'), amount: 500 }],
    };
    await expect(database.db.transaction((tx) => createLedger().post(tx, lopsided))).rejects.toThrow(
      'ledger postings in USD sum to 500, not 0',
    );
  });

  it('has the database refuse entries that do not balance, whoever writes them', async () => {
    const person = await newUser(database.db);
    await database.db.transaction((tx) => createLedger().post(tx, topUp(person.id, 100, 'first')));
    await expect(
      database.db.transaction(async (tx) => {
        const [forged] = await tx
          .insert(ledgerTransactions)
          .values({ kind: 'refund', userId: person.id, idempotencyKey: 'forged' })
          .returning();
        const [account] = await tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.ownerId, person.id));
        await tx
          .insert(ledgerEntries)
          .values({ transactionId: forged!.id, accountId: account!.id, amount: 100 });
      }),
    ).rejects.toThrow();
    expect(await countRows(person.id)).toEqual({ transactions: 1, accounts: 1 });
  });

  it('posts a key once per person', async () => {
    const person = await newUser(database.db);
    const ledger = createLedger();
    await database.db.transaction((tx) => ledger.post(tx, topUp(person.id, 100, 'once')));
    await expect(
      database.db.transaction((tx) => ledger.post(tx, topUp(person.id, 100, 'once'))),
    ).rejects.toThrow();
    expect(await countRows(person.id)).toEqual({ transactions: 1, accounts: 1 });
  });
});
