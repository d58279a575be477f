import { randomUUID } from 'node:crypto';
import { measure, type LoadOptions, type LoadResult } from './load.ts';

/** Demo people who may top up (README: every demo account shares the password). */
const DEMO_EMAILS = ['samw', 'priyar', 'tbecker', 'amaraedits', 'jonaswears', 'luciahstyle'].map(
  (name) => `${name}@demo.stylebook.local`,
);
/** The seeded stylist with a monthly price (seed.ts DEMO_MONEY): every bench subscriber pays her. */
const PRICED_STYLIST = 'meitanaka@demo.stylebook.local';
const DEMO_PASSWORD = 'stylebook-demo';

interface Session {
  token: string;
  user: { id: string; email: string };
}

async function post(origin: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

const signIn = (origin: string, email: string) =>
  post(origin, '/identity/sign-in', { email, password: DEMO_PASSWORD }) as Promise<Session>;

/**
 * New people with verified email and a funded wallet, made through the API: registration, the mailed code
 * from the embedded mailbox (which shows the newest 100, hence batches of 50), and a demo top-up.
 */
async function fundedSubscribers(origin: string, count: number): Promise<Session[]> {
  const sessions: Session[] = [];
  for (let start = 0; start < count; start += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, count - start) }, async (_, i) => {
        const name = `bench${start + i}${randomUUID().slice(0, 6)}`;
        const email = `${name}@bench.stylebook.local`;
        const password = `pass-${name}`;
        await post(origin, '/api/auth/register/user', {
          fullName: 'Bench Person',
          email,
          password,
          username: name,
        });
        return { email, password };
      }),
    );
    const mails = (await fetch(`${origin}/dev/mailbox.json`).then((r) => r.json())) as {
      to: string;
      text: string;
    }[];
    for (const { email, password } of batch) {
      const link = mails.find((mail) => mail.to === email)?.text.match(/https?:\/\/\S*verify-email\S*/)?.[0];
      const oobCode = link && new URL(link).searchParams.get('oobCode');
      if (!oobCode) throw new Error(`no verification mail for ${email}`);
      await post(origin, '/identity/verification/confirm', { oobCode });
      const session = (await post(origin, '/identity/sign-in', { email, password })) as Session;
      await post(
        origin,
        '/api/wallet/top-ups',
        { amount: 10_000, currency: 'JPY' },
        { authorization: `Bearer ${session.token}`, 'idempotency-key': randomUUID() },
      );
      sessions.push(session);
    }
  }
  return sessions;
}

/**
 * Money under load: demo top-ups spread over six wallets (each its own Idempotency-Key), and paid
 * subscriptions of fresh subscribers to one priced stylist, whose wallet every charge credits (the busiest
 * row a popular stylist has). Both lock ledger rows, so they measure the database's serialisation too.
 */
export async function measureMoney(
  origin: string,
  load: LoadOptions,
  subscriberCount = 300,
): Promise<LoadResult[]> {
  const payers = await Promise.all(DEMO_EMAILS.map((email) => signIn(origin, email)));
  const topUps = await measure(origin, 'wallet top-up (demo provider)', '/api/wallet/top-ups', load, {
    method: 'POST',
    body: JSON.stringify({ amount: 500, currency: 'USD' }),
    setupRequest: (request) => ({
      ...request,
      headers: {
        ...request.headers,
        authorization: `Bearer ${payers[Math.floor(Math.random() * payers.length)]!.token}`,
        'idempotency-key': randomUUID(),
      },
    }),
  });

  const stylist = await signIn(origin, PRICED_STYLIST);
  const subscribers = await fundedSubscribers(origin, subscriberCount);
  let next = 0;
  const subscribe = await measure(
    origin,
    'paid subscription (charge, fee, earning)',
    `/api/users/${stylist.user.id}/paid-subscription`,
    load,
    {
      method: 'POST',
      body: '{}',
      amount: subscribers.length,
      setupRequest: (request) => ({
        ...request,
        headers: {
          ...request.headers,
          authorization: `Bearer ${subscribers[next++ % subscribers.length]!.token}`,
          'idempotency-key': randomUUID(),
        },
      }),
    },
  );
  return [topUps, subscribe];
}
