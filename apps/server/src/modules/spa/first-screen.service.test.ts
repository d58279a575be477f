import type { FeaturedProductsPage, FeedQuery, Product } from '@stylebook/contracts';
import { describe, expect, it } from 'vitest';
import { notFound } from '../../lib/errors.ts';
import {
  createFirstScreenService,
  FIRST_SCREEN_SEED_WINDOW_MS,
  type FirstScreenDeps,
} from './first-screen.service.ts';

const PRODUCT_ID = '0b8f3c1e-8a4b-4f7e-9c2d-1a2b3c4d5e6f';

function tile(id: string, image: string) {
  return { id, images: [{ url: image }] } as FeaturedProductsPage['items'][number];
}

/** Services that answer as an anonymous visitor would be answered, recording what they were asked. */
function services(now = 0) {
  const asked: { query: FeedQuery; viewer: string | null }[] = [];
  const deps: FirstScreenDeps = {
    now: () => now,
    featured: {
      productsPage: async (query, viewer) => {
        asked.push({ query, viewer });
        const items = [
          tile('a', '/media/a.jpg'),
          tile('b', 'https://elsewhere.example/b.jpg'),
          tile('c', '/media/c.jpg'),
        ];
        // Serialized, as the service sends it to the API route.
        return JSON.stringify({ items, hasMore: false, nextOffset: null, generation: 1 });
      },
      collectionsPage: async () => ({ items: [], hasMore: false, nextOffset: null, generation: 1 }),
    },
    products: {
      page: async (id, actor) => {
        if (id !== PRODUCT_ID || actor !== null) throw notFound();
        return JSON.stringify({ id, images: [{ url: '/media/p.jpg' }] } satisfies Partial<Product>);
      },
    },
    collections: { get: async () => Promise.reject(notFound()) },
    users: { profile: async () => Promise.reject(notFound()) },
  };
  return { deps, asked };
}

describe('first screen', () => {
  it("gives / the first featured page anonymously, shuffled by the window's seed", async () => {
    const { deps, asked } = services(3 * FIRST_SCREEN_SEED_WINDOW_MS + 5);
    const first = await createFirstScreenService(deps).forRequest('/');
    expect(asked).toEqual([{ query: { limit: 30, offset: 0, seed: 'shell-3' }, viewer: null }]);
    expect(first?.data.featuredProducts).toMatchObject({ seed: 'shell-3', page: { generation: 1 } });
    // The first row at a phone's two columns, of stored images only (the second is not).
    expect(first?.imagePreloads).toEqual([
      {
        href: '/media/a.jpg?w=640',
        srcSet: '/media/a.jpg?w=320 320w, /media/a.jpg?w=640 640w, /media/a.jpg?w=1280 1280w',
        sizes: '(max-width: 768px) 50vw, 20vw',
      },
    ]);
  });

  it('keeps one seed through a window and changes it in the next', async () => {
    const seedAt = async (now: number) =>
      (await createFirstScreenService(services(now).deps).forRequest('/'))?.data.featuredProducts?.seed;
    expect(await seedAt(1)).toBe(await seedAt(FIRST_SCREEN_SEED_WINDOW_MS - 1));
    expect(await seedAt(FIRST_SCREEN_SEED_WINDOW_MS)).not.toBe(await seedAt(1));
  });

  it('gives /?tab=2 the first featured collections page', async () => {
    const first = await createFirstScreenService(services().deps).forRequest('/?tab=2');
    expect(first?.data).toEqual({
      featuredCollections: {
        seed: 'shell-0',
        page: { items: [], hasMore: false, nextOffset: null, generation: 1 },
      },
    });
  });

  it('gives a product page its product and its first photo', async () => {
    const first = await createFirstScreenService(services().deps).forRequest(`/products/${PRODUCT_ID}`);
    expect(first?.data.product?.id).toBe(PRODUCT_ID);
    expect(first?.imagePreloads[0]?.href).toBe('/media/p.jpg?w=1280');
  });

  it('gives nothing to missing pages, other pages and ids that cannot be', async () => {
    const firstScreens = createFirstScreenService(services().deps);
    for (const url of [
      `/collections/${PRODUCT_ID}`,
      `/profiles/${PRODUCT_ID}`,
      `/products/${PRODUCT_ID}/edit`,
      '/products/abc',
      '/settings',
      '/search?q=linen',
    ]) {
      expect(await firstScreens.forRequest(url), url).toBeNull();
    }
  });
});
