import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newUser, useTestApp } from '../test/helpers.ts';

// PGlite runs one statement at a time in one process: nothing can hold a lock against it.
describe.skipIf(process.env.STYLEBOOK_TEST_DB !== 'postgres')(
  'a query held by a lock past the statement timeout',
  () => {
    const t = useTestApp({ databaseStatementTimeoutMs: 500 });

    it('answers 503 with Retry-After, and serves again once the lock is gone', async () => {
      const user = await newUser(t.database.db);
      const profile = () => t.app.inject({ url: `/api/users/${user.id}/profile` });
      // Another process's transaction holds the users table, as a long migration or a stuck job would.
      const other = await t.database.connectAgain();
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const lockTaken = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holding = other.db.transaction(async (tx) => {
        await tx.execute(sql`lock table users in access exclusive mode`);
        locked();
        await held;
      });
      await lockTaken;

      const reply = await profile();
      release();
      await holding;
      await other.close();

      expect(reply.statusCode).toBe(503);
      expect(reply.headers['retry-after']).toBe('5');
      expect(reply.json()).toEqual({
        message: 'Stylebook is unavailable for a moment. Try again shortly.',
        code: 'SERVICE_UNAVAILABLE',
      });
      expect((await profile()).statusCode).toBe(200);
    });
  },
);
