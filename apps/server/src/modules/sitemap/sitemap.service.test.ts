import { describe, expect, it } from 'vitest';
import { createSitemapService } from './sitemap.service.ts';

describe('sitemap service', () => {
  it('caps profiles and collections together at the URL limit, profiles first', async () => {
    const asked: number[] = [];
    const sitemap = createSitemapService({
      maxUrls: 3,
      repository: {
        profileIds: async (limit) => {
          asked.push(limit);
          return ['p1', 'p2'];
        },
        collectionIds: async (limit) => {
          asked.push(limit);
          return ['c1'];
        },
      },
    });
    const xml = await sitemap.xml('https://style.example');
    expect(asked).toEqual([3, 1]);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)).toEqual([
      'https://style.example/profiles/p1',
      'https://style.example/profiles/p2',
      'https://style.example/collections/c1',
    ]);
  });
});
