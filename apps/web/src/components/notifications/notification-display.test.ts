import type { Notification } from '@stylebook/contracts';
import { describe, expect, it } from 'vitest';
import {
  bellLabel,
  priceChangeOf,
  relativeTime,
  unreadBadge,
  unsubscribedText,
} from './notification-display';

describe('unreadBadge and bellLabel', () => {
  it('shows nothing when all is read, the count up to 99, then 99+', () => {
    expect([0, 1, 99, 100, 2500].map(unreadBadge)).toEqual([null, '1', '99', '99+', '99+']);
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(bellLabel(2500)).toBe('Notifications, 99+ unread');
  });
});

describe('relativeTime', () => {
  const now = new Date('2025-06-10T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

  it('names the largest whole unit that has passed', () => {
    expect(relativeTime(ago(20), now)).toBe('just now');
    expect(relativeTime(ago(5 * 60), now)).toBe('5 min. ago');
    expect(relativeTime(ago(3 * 3600 + 59 * 60), now)).toBe('3 hr. ago');
    expect(relativeTime(ago(26 * 3600), now)).toBe('yesterday');
    expect(relativeTime(ago(15 * 86_400), now)).toBe('2 wk. ago');
    expect(relativeTime(ago(400 * 86_400), now)).toBe('last yr.');
  });

  it('reads a time ahead of the clock as just now', () => {
    expect(relativeTime(ago(-90), now)).toBe('just now');
  });
});

describe('priceChangeOf', () => {
  const base = {
    id: '6f1c1f49-5cf0-4d38-9a3c-3c8f1f0d8f10',
    createdAt: '2025-06-10T12:00:00.000Z',
    read: false,
    actor: null,
    product: null,
    collection: null,
    user: null,
  };

  it('gives the old and new price of a price drop, and nothing for other kinds', () => {
    const drop: Notification = {
      ...base,
      kind: 'price_drop',
      payload: { previousPrice: 12_500, newPrice: 9_900, currency: 'EUR' },
    };
    expect(priceChangeOf(drop)).toEqual({
      before: { amount: 12_500, currency: 'EUR' },
      after: { amount: 9_900, currency: 'EUR' },
    });
    expect(
      priceChangeOf({ ...base, kind: 'back_in_stock', payload: { price: 100, currency: 'EUR' } }),
    ).toBeNull();
  });
});

describe('unsubscribedText', () => {
  it('names the kind turned off, or all notification mail', () => {
    expect(unsubscribedText({ unsubscribed: 'price_drop' })).toBe(
      'We will not email you about price drops any more.',
    );
    expect(unsubscribedText({ unsubscribed: 'all' })).toBe(
      'We will not email you about notifications any more.',
    );
  });
});
