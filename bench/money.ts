import { randomUUID } from 'node:crypto';
import { createApiClient } from '@stylebook/contracts';
import { registerPeople, type Person } from '../apps/server/src/reliability/people.ts';
import { measure, type LoadOptions, type LoadResult } from './load.ts';

/** Demo people who may top up (README: every demo account shares the password). */
const DEMO_EMAILS = ['samw', 'priyar', 'tbecker', 'amaraedits', 'jonaswears', 'luciahstyle'].map(
  (name) => `${name}@demo.stylebook.local`,
);
/** The seeded stylist with a monthly price (seed.ts DEMO_MONEY): every bench subscriber pays her. */
const PRICED_STYLIST = 'meitanaka@demo.stylebook.local';
const DEMO_PASSWORD = 'stylebook-demo';

const signIn = (origin: string, email: string) =>
  createApiClient({ baseUrl: origin }).identity.signIn(email, DEMO_PASSWORD);

/** New people with verified email (registered through the API) and a funded wallet (a demo top-up). */
async function fundedSubscribers(origin: string, count: number): Promise<Person[]> {
  const people = await registerPeople(origin, count, 'USER');
  for (const person of people) {
    await person.api(origin).wallet.topUp({ amount: 10_000, currency: 'JPY' }, randomUUID());
  }
  return people;
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
