import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAccount, type TestApp, useTestApp } from '../../test/helpers.ts';

/** Live sessions are cached per process: a sign-out through one process ends the tokens in another. */
describe('live sessions across API processes', () => {
  const writer = useTestApp();
  let reader: TestApp['app'];

  beforeAll(async () => {
    reader = await writer.anotherProcess();
  });

  const sessionsOf = (token: string) => reader.inject({ url: '/identity/sessions', headers: bearer(token) });

  it("ends a session's access tokens in every process once it reads the change log", async () => {
    const account = await registerAccount(writer.app);
    expect((await sessionsOf(account.token)).statusCode).toBe(200);

    const signOut = await writer.app.inject({
      method: 'POST',
      url: '/identity/sign-out',
      payload: { refreshToken: account.refreshToken },
    });
    expect(signOut.statusCode).toBe(204);
    await reader.changeFeed.poll();

    expect((await sessionsOf(account.token)).statusCode).toBe(401);
  });
});
