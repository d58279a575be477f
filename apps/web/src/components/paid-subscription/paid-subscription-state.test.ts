import type { PaidSubscription } from '@stylebook/contracts';
import { describe, expect, it } from 'vitest';
import { periodEndFormat, periodLabel } from './paid-subscription-state';

const end = '2026-12-26T10:00:00.000Z';
const date = periodEndFormat.format(new Date(end));
const subscription: PaidSubscription = {
  status: 'active',
  currentPeriodEnd: end,
  amount: 300,
  currency: 'USD',
  pendingPrice: null,
};

describe('periodLabel', () => {
  it('says an active subscription renews, unless a new price waits for the person to accept it', () => {
    expect(periodLabel(subscription)).toBe(`renews ${date}`);
    const pendingPrice = { amount: 950_000, currency: 'USD' as const, startsAt: end };
    expect(periodLabel({ ...subscription, pendingPrice })).toBe(`new price from ${date}`);
    expect(periodLabel({ ...subscription, status: 'cancelled' })).toBe(`active until ${date}`);
  });
});
