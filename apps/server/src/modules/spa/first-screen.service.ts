import {
  FEED_PAGE_SIZE,
  FULL_WIDTH_IMAGE_SIZES,
  HALF_PAGE_IMAGE_SIZES,
  Id,
  gridImageSizes,
  mediaSrcSet,
  mediaVariant,
  type FeaturedProductsPage,
  type FirstScreenData,
  type Product,
  type UserProfile,
} from '@stylebook/contracts';
import { AppError } from '../../lib/errors.ts';
import { readSerialized } from '../../lib/serialized-reply.ts';
import type { CollectionsService } from '../collections/collections.service.ts';
import type { FeaturedService } from '../featured/featured.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { UsersService } from '../users/users.service.ts';

/** A `<link rel="preload" as="image">` for an image the first screen draws at once. */
export interface ImagePreload {
  href: string;
  srcSet?: string;
  sizes: string;
}

export interface FirstScreen {
  data: FirstScreenData;
  imagePreloads: ImagePreload[];
}

/**
 * How long one server-picked featured order lasts. Every HTML request for `/` in the same window shares a
 * seed, so the featured service's caches answer it; a browser session keeps the seed of its first page.
 */
export const FIRST_SCREEN_SEED_WINDOW_MS = 10 * 60 * 1000;

/** Featured tiles preloaded: the first row at a phone's two columns (a desktop row loads eagerly anyway). */
const PRELOADED_TILES = 2;

export interface FirstScreenDeps {
  featured: Pick<FeaturedService, 'productsPage' | 'collectionsPage'>;
  products: Pick<ProductsService, 'page'>;
  collections: Pick<CollectionsService, 'get'>;
  users: Pick<UsersService, 'profile'>;
  now?: () => number;
}

function storedImagePreload(url: string | undefined, width: 640 | 1280, sizes: string): ImagePreload[] {
  // Only stored images have variants; other URLs (a locked cover's placeholder) are drawn as they are.
  if (!url?.startsWith('/media/')) return [];
  return [{ href: mediaVariant(url, width), srcSet: mediaSrcSet(url), sizes }];
}

/**
 * The first screen of a page as an anonymous visitor sees it (the HTML is the same for everyone): the
 * featured page of `/`, or the product, collection or profile of those routes, and the images drawn first.
 * A page that is missing or not public gets nothing, and the client asks the API as it always did.
 */
export function createFirstScreenService({
  featured,
  products,
  collections,
  users,
  now = Date.now,
}: FirstScreenDeps) {
  const seedNow = () => `shell-${Math.floor(now() / FIRST_SCREEN_SEED_WINDOW_MS).toString(36)}`;

  async function firstScreen(pathname: string, search: URLSearchParams): Promise<FirstScreen | null> {
    if (pathname === '/') {
      const seed = seedNow();
      const query = { limit: FEED_PAGE_SIZE, offset: 0, seed };
      if (search.get('tab') === '2') {
        return {
          data: { featuredCollections: { seed, page: await featured.collectionsPage(query, null) } },
          imagePreloads: [],
        };
      }
      const page = readSerialized<FeaturedProductsPage>(await featured.productsPage(query, null));
      return {
        data: { featuredProducts: { seed, page } },
        imagePreloads: page.items
          .slice(0, PRELOADED_TILES)
          .flatMap((product) => storedImagePreload(product.images[0]?.url, 640, gridImageSizes())),
      };
    }
    const [, section, id, rest] = pathname.split('/');
    if (!id || rest !== undefined || !Id.safeParse(id).success) return null;
    if (section === 'products') {
      const product = readSerialized<Product>(await products.page(id, null));
      return {
        data: { product },
        imagePreloads: storedImagePreload(product.images[0]?.url, 1280, HALF_PAGE_IMAGE_SIZES),
      };
    }
    if (section === 'collections') {
      const collection = await collections.get(id, null);
      const cover = collection.coverImageUrl ?? collection.products[0]?.images[0]?.url;
      return {
        data: { collection },
        imagePreloads: storedImagePreload(cover, 1280, FULL_WIDTH_IMAGE_SIZES),
      };
    }
    if (section === 'profiles')
      return {
        data: { profile: readSerialized<UserProfile>(await users.profile(id, null)) },
        imagePreloads: [],
      };
    return null;
  }

  return {
    /** Null for any other page, and for one that is missing or not public (404); other errors are thrown. */
    async forRequest(url: string): Promise<FirstScreen | null> {
      const { pathname, searchParams } = new URL(url, 'http://shell');
      try {
        return await firstScreen(pathname, searchParams);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 404) return null;
        throw error;
      }
    },
  };
}

export type FirstScreenService = ReturnType<typeof createFirstScreenService>;
