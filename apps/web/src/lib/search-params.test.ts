import { describe, expect, it } from 'vitest';
import {
  dashboardSearch,
  emailActionSearch,
  searchScreenSearch,
  extensionAuthCallbackSearch,
  forgotPasswordSentSearch,
  homeSearch,
  resetPasswordSearch,
  returnToPathSearch,
  shareTargetSearch,
} from './search-params';

/** What a hand-edited URL may hold, whatever the links declare. */
const url = (search: object) => search as never;

describe('homeSearch', () => {
  it.each([
    [{}, 1],
    [{ tab: 1 }, 1],
    [{ tab: 2 }, 2],
    [{ tab: 3 }, 1],
    [{ tab: 0 }, 1],
    [{ tab: 1.5 }, 1],
    [{ tab: 'abc' }, 1],
    [{ tab: null }, 1],
  ])('reads %j as tab %i', (search, tab) => {
    expect(homeSearch(url(search))).toEqual({ tab });
  });
});

describe('text parameters', () => {
  it('keeps returnToPath as given', () => {
    expect(returnToPathSearch(url({ returnToPath: '/search?q=linen' }))).toEqual({
      returnToPath: '/search?q=linen',
    });
    expect(returnToPathSearch(url({}))).toEqual({ returnToPath: undefined });
  });

  it('defaults email and oobCode to the empty string', () => {
    expect(forgotPasswordSentSearch(url({}))).toEqual({ email: '' });
    expect(resetPasswordSearch(url({}))).toEqual({ oobCode: '' });
    expect(resetPasswordSearch(url({ oobCode: { nested: true } }))).toEqual({ oobCode: '' });
  });

  it('accepts values the router parsed as numbers', () => {
    expect(extensionAuthCallbackSearch(url({ state: 123, token: 'abc' }))).toMatchObject({
      state: '123',
      token: 'abc',
    });
  });

  it('drops values of the wrong shape instead of throwing', () => {
    expect(emailActionSearch(url({ mode: ['signIn'], oobCode: 'x', lang: 'en' }))).toEqual({
      mode: undefined,
      oobCode: 'x',
      continueUrl: undefined,
      lang: 'en',
    });
  });
});

describe('/search', () => {
  it('starts empty on All, and keeps a shared query and tab', () => {
    expect(searchScreenSearch(url({}))).toEqual({ q: '', tab: 'all', sort: 'relevance' });
    expect(searchScreenSearch(url({ q: 'linen', tab: 'people' }))).toEqual({
      q: 'linen',
      tab: 'people',
      sort: 'relevance',
    });
  });

  it('reads a number as text and an unknown tab as All', () => {
    expect(searchScreenSearch(url({ q: 501, tab: 'shoes' }))).toEqual({
      q: '501',
      tab: 'all',
      sort: 'relevance',
    });
  });

  it('reads the products filters and sort a shared search carries', () => {
    expect(
      searchScreenSearch(
        url({
          q: 'coat',
          tab: 'products',
          style: 'WOMENSWEAR',
          brand: '  Nomad Atelier ',
          currency: 'EUR',
          minPrice: 50,
          maxPrice: 199.99,
          sort: 'most_liked',
        }),
      ),
    ).toEqual({
      q: 'coat',
      tab: 'products',
      style: 'WOMENSWEAR',
      brand: 'Nomad Atelier',
      currency: 'EUR',
      minPrice: 50,
      maxPrice: 199.99,
      sort: 'most_liked',
    });
  });

  it.each([
    ['an unknown style', { style: 'KIDS' }, {}],
    ['a lower-case style', { style: 'menswear' }, {}],
    ['an unknown sort', { sort: 'cheapest' }, {}],
    ['a blank brand', { brand: '   ' }, {}],
    ['a brand too long', { brand: 'b'.repeat(101) }, {}],
    ['a brand the router read as a number', { brand: 501 }, { brand: '501' }],
    ['an unknown currency', { currency: 'BTC', minPrice: 5 }, {}],
    ['a price without a currency', { minPrice: 50, maxPrice: 100 }, {}],
    ['a currency alone', { currency: 'GBP' }, { currency: 'GBP' }],
    ['a negative price', { currency: 'USD', minPrice: -1 }, { currency: 'USD' }],
    ['a price that is not a number', { currency: 'USD', maxPrice: 'cheap' }, { currency: 'USD' }],
    ['a price given as text', { currency: 'USD', maxPrice: '75' }, { currency: 'USD', maxPrice: 75 }],
    ['decimals the currency lacks', { currency: 'JPY', minPrice: 1500.5 }, { currency: 'JPY' }],
    ['three decimals', { currency: 'USD', minPrice: 1.005 }, { currency: 'USD' }],
    ['a price past what the API takes', { currency: 'IDR', maxPrice: 3e9 }, { currency: 'IDR' }],
    [
      'a highest price below the lowest',
      { currency: 'USD', minPrice: 200, maxPrice: 100 },
      { currency: 'USD', minPrice: 200 },
    ],
    [
      'a range of one price',
      { currency: 'KRW', minPrice: 50000, maxPrice: 50000 },
      { currency: 'KRW', minPrice: 50000, maxPrice: 50000 },
    ],
  ])('drops what it cannot use: %s', (_, filters, kept) => {
    expect(searchScreenSearch(url({ q: 'coat', ...filters }))).toEqual({
      q: 'coat',
      tab: 'all',
      sort: 'relevance',
      ...kept,
    });
  });
});

describe('dashboardSearch', () => {
  it.each([
    [{}, { range: '30d', from: undefined, to: undefined }],
    [{ range: '7d' }, { range: '7d', from: undefined, to: undefined }],
    [{ range: '12m' }, { range: '12m', from: undefined, to: undefined }],
    [{ range: 'week' }, { range: '30d', from: undefined, to: undefined }],
    [
      { range: 'custom', from: '2025-03-01', to: '2025-03-31' },
      { range: 'custom', from: '2025-03-01', to: '2025-03-31' },
    ],
    [
      { range: 'custom', from: 20250301 },
      { range: 'custom', from: '20250301', to: undefined },
    ],
  ])('reads %j', (search, expected) => {
    expect(dashboardSearch(url(search))).toEqual(expected);
  });
});

describe('shareTargetSearch', () => {
  it('keeps what the share sheet sent, and leaves out what it did not', () => {
    expect(shareTargetSearch(url({ title: 'Linen shirt', text: 'Look https://shop.example/p/1' }))).toEqual({
      title: 'Linen shirt',
      text: 'Look https://shop.example/p/1',
      url: undefined,
    });
  });

  it('reads numbers as text and drops other shapes', () => {
    expect(shareTargetSearch(url({ title: 2024, text: { a: 1 }, url: ['https://shop.example'] }))).toEqual({
      title: '2024',
      text: undefined,
      url: undefined,
    });
  });
});
