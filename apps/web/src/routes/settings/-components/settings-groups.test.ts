import { describe, expect, it } from 'vitest';
import { settingsGroups } from './settings-groups';

const person = (role: 'USER' | 'STYLIST', isModerator = false) => ({ role, isModerator });
const destinations = (user: ReturnType<typeof person>) =>
  settingsGroups(user).flatMap((group) => group.links.map((link) => link.to));

describe('settings index', () => {
  it('lists every settings screen of docs/product.md §14 for a stylist, and the notifications mail switches', () => {
    expect(destinations(person('STYLIST')).sort()).toEqual(
      [
        '/settings/about',
        '/settings/account',
        '/settings/archive',
        '/settings/blocked-accounts',
        '/settings/dashboard',
        '/settings/feedback',
        '/settings/notifications',
        '/settings/subscriptions/manage',
        '/settings/subscriptions/price',
        '/settings/wallet',
      ].sort(),
    );
  });

  it('leaves out the price for everyone else, and offers the dashboard as the way to become a stylist', () => {
    const forUser = destinations(person('USER'));
    expect(forUser).not.toContain('/settings/subscriptions/price');
    const dashboard = settingsGroups(person('USER'))
      .flatMap((group) => group.links)
      .find((link) => link.to === '/settings/dashboard');
    expect(dashboard?.label).toBe('Become a stylist');
    expect(forUser).toContain('/settings/subscriptions/manage');
    expect(forUser).toContain('/settings/wallet');
    expect(forUser).toContain('/settings/blocked-accounts');
  });

  it('offers Moderation to moderators only (docs/product.md §20)', () => {
    const moderation = settingsGroups(person('USER', true))
      .flatMap((group) => group.links)
      .find((link) => link.to === '/moderation');
    expect(moderation?.label).toBe('Moderation');
    expect(destinations(person('STYLIST', true))).toContain('/moderation');
    expect(destinations(person('STYLIST'))).not.toContain('/moderation');
    expect(destinations(person('USER'))).not.toContain('/moderation');
  });
});
