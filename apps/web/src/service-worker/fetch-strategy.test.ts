import { describe, expect, it } from 'vitest';
import { fetchStrategy } from './fetch-strategy';
import type { RequestFacts } from './fetch-strategy';

const APP = 'https://stylebook.example';

const get = (path: string, mode: RequestMode = 'cors'): RequestFacts => ({
  method: 'GET',
  mode,
  url: path.startsWith('http') ? path : `${APP}${path}`,
});

describe('fetchStrategy', () => {
  it("answers the build's hashed files from the cache first", () => {
    expect(fetchStrategy(get('/assets/index-pHIX0Z9E.js'), APP)).toBe('cache-first');
    expect(fetchStrategy(get('/assets/index-CC8Mkew6.css', 'no-cors'), APP)).toBe('cache-first');
  });

  it.each(['/', '/products/abc', '/share?url=https%3A%2F%2Fshop.example%2Fp', '/settings/wallet'])(
    'loads the page %s from the network, with the cached shell to fall back on',
    (path) => {
      expect(fetchStrategy(get(path, 'navigate'), APP)).toBe('network-first-shell');
    },
  );

  it.each([
    '/api/products/abc',
    '/api/featured/products?limit=30',
    '/identity/token',
    '/media/products/abc.webp',
    '/r/abc',
    '/dev/mailbox',
  ])('never answers %s from a cache, not even as a page load', (path) => {
    expect(fetchStrategy(get(path), APP)).toBe('network-only');
    expect(fetchStrategy(get(path, 'navigate'), APP)).toBe('network-only');
  });

  it('leaves writes, other origins and unhashed files to the network', () => {
    expect(fetchStrategy({ method: 'POST', mode: 'cors', url: `${APP}/assets/x.js` }, APP)).toBe(
      'network-only',
    );
    expect(fetchStrategy(get('https://shop.example/assets/x.js'), APP)).toBe('network-only');
    expect(fetchStrategy(get('https://shop.example/', 'navigate'), APP)).toBe('network-only');
    expect(fetchStrategy(get('/manifest.webmanifest'), APP)).toBe('network-only');
    expect(fetchStrategy(get('/icons/icon-192.png'), APP)).toBe('network-only');
    expect(fetchStrategy(get('/favicon.svg'), APP)).toBe('network-only');
  });

  it('does not take a path that only begins like a server one for it', () => {
    expect(fetchStrategy(get('/apiary', 'navigate'), APP)).toBe('network-first-shell');
    expect(fetchStrategy(get('/assets-old/x.js'), APP)).toBe('network-only');
  });
});
