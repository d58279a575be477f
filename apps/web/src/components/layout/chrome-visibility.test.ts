import { describe, expect, it } from 'vitest';
import { isAuthScreen, isBottomNavHidden } from './chrome-visibility';

describe('isBottomNavHidden', () => {
  it.each([
    '/login',
    '/register',
    '/register/',
    '/register/username',
    '/register/preferences',
    '/register/instagram',
    '/register/account-type',
    '/forgot-password',
    '/forgot-password/sent',
    '/reset-password',
    '/verify-email',
    '/action',
    '/onboarding',
    '/logout',
    '/extension-auth-check',
    '/extension-auth-callback',
    '/looks/create',
    '/collections/abc/edit',
    '/collections/abc/edit-details',
    '/settings',
    '/settings/',
    '/settings/wallet',
    '/settings/notifications',
    '/settings/subscriptions/price',
    '/settings/feedback',
    '/settings/account/change-password',
  ])('hides the bottom navigation on %s', (path) => {
    expect(isBottomNavHidden(path)).toBe(true);
  });

  it.each([
    '/',
    '/search',
    '/sitemap',
    '/privacy',
    '/users/abc',
    '/profiles/abc',
    '/profiles/abc/subscribers',
    '/profiles/abc/following',
    '/products/abc',
    '/looks/abc',
    '/looks/abc/edit',
    '/collections/abc',
    '/notifications',
    '/settings/dashboard',
    '/settings/archive',
    '/settings/blocked-accounts',
    '/settings/account',
    '/settings/about',
    '/settings/about/terms-and-conditions',
    '/settings/about/privacy-policy',
    '/settings/subscriptions/manage',
    '/no-such-page',
  ])('shows the bottom navigation on %s', (path) => {
    expect(isBottomNavHidden(path)).toBe(false);
  });

  it('does not mistake look or collection ids that contain the words for the hidden screens', () => {
    expect(isBottomNavHidden('/looks/create-summer')).toBe(false);
    expect(isBottomNavHidden('/collections/edit')).toBe(false);
  });
});

describe('isAuthScreen', () => {
  it('matches whole path segments only', () => {
    expect(isAuthScreen('/login')).toBe(true);
    expect(isAuthScreen('/loginx')).toBe(false);
    expect(isAuthScreen('/registered')).toBe(false);
    expect(isAuthScreen('/')).toBe(false);
  });
});
