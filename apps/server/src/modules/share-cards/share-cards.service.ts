import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { formatPrice, SITE_TAGLINE } from '@stylebook/contracts';
import {
  createInvalidatedCache,
  type CacheFeed,
  type InvalidatedCache,
  type InvalidatedCacheOptions,
} from '../../lib/invalidated-cache.ts';
import type { CollectionsService } from '../collections/collections.service.ts';
import type { LooksService } from '../looks/looks.service.ts';
import { mediaKeyOf, type MediaService } from '../media/media.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { UsersService } from '../users/users.service.ts';
import {
  drawCollageCard,
  drawPhotoCard,
  drawProfileCard,
  drawSiteCard,
  MAX_COLLAGE_PHOTOS,
} from './share-cards.drawing.ts';

export const SHARE_CARD_KINDS = ['products', 'looks', 'collections', 'profiles'] as const;
export type ShareCardKind = (typeof SHARE_CARD_KINDS)[number];

export interface ShareCard {
  jpeg: Buffer;
  /** A strong ETag: the hash of the bytes, so a redraw that comes out the same keeps it. */
  etag: string;
}

/** Cards kept per kind: 30–100 KB each, so at most a few tens of MB in all. */
const CARDS_PER_KIND = 100;
/** The width of the stored variant a card's photos are read at: the panel is 540 wide. */
const PHOTO_WIDTH = 640;

/**
 * What drops a kind's cards (lib/change-feed.ts), beyond a change of the item itself:
 * - a look's visibility follows its owner's collections, whose privacy changes name only the collection;
 * - a collection's collage and count show its products, whose changes name only the product;
 * - a profile's counts change with follows, which name the person.
 */
const INVALIDATION: Record<ShareCardKind, Omit<InvalidatedCacheOptions, 'name' | 'max'>> = {
  products: { keyedBy: ['product'] },
  looks: { keyedBy: ['look'], clearedBy: ['collection'] },
  collections: { keyedBy: ['collection'], clearedBy: ['product'] },
  profiles: { keyedBy: ['user', 'follows'] },
};

export interface ShareCardsDeps {
  feed: CacheFeed;
  products: Pick<ProductsService, 'publicProduct'>;
  looks: Pick<LooksService, 'get'>;
  collections: Pick<CollectionsService, 'get'>;
  users: Pick<UsersService, 'publicProfile'>;
  media: Pick<MediaService, 'openVariant'>;
}

/** The card of these bytes, its ETag their hash. */
const shareCardOf = (jpeg: Buffer): ShareCard => ({
  jpeg,
  etag: `"${createHash('sha256').update(jpeg).digest('base64url').slice(0, 32)}"`,
});

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The link-preview image (og:image) of a public page, drawn as a signed-out visitor sees the item: each read
 * goes through the item's own service as an anonymous viewer, so what that service answers 404 for is 404
 * here too, and a locked collection shows only its placeholder. Cards are kept per process and dropped by
 * the change feed.
 */
export function createShareCardsService({
  feed,
  products,
  looks,
  collections,
  users,
  media,
}: ShareCardsDeps) {
  /** A stored image's bytes; null for an external URL or one that is not stored (never fetched). */
  async function storedPhoto(url: string | null | undefined): Promise<Buffer | null> {
    const key = url ? mediaKeyOf(url) : null;
    const object = key === null ? null : await media.openVariant(key, PHOTO_WIDTH);
    return object && buffer(object.body);
  }

  const draw: Record<ShareCardKind, (id: string) => Promise<Buffer>> = {
    async products(id) {
      const product = await products.publicProduct(id);
      return drawPhotoCard(await storedPhoto(product.images[0]?.url), {
        label: product.brand.toUpperCase(),
        title: product.description ?? product.brand,
        detail: formatPrice(product.price, product.currency),
        detailIsFigure: true,
      });
    },

    async looks(id) {
      const look = await looks.get(id, null);
      return drawPhotoCard(await storedPhoto(look.coverImageUrl), {
        label: 'LOOK',
        title: look.title,
        detail: look.description,
      });
    },

    async collections(id) {
      const collection = await collections.get(id, null);
      // Locked, the service answers its placeholder as the cover and no products.
      const urls = new Set([
        collection.coverImageUrl,
        ...collection.products.map(({ images }) => images[0]?.url),
      ]);
      const photos = await Promise.all(
        [...urls]
          .filter((url) => url !== null && url !== undefined)
          .slice(0, MAX_COLLAGE_PHOTOS)
          .map(storedPhoto),
      );
      return drawCollageCard(
        photos.filter((photo) => photo !== null),
        {
          label: collection.locked ? 'FOR PAID SUBSCRIBERS' : 'COLLECTION',
          title: collection.name,
          detail: plural(collection.productCount, 'product', 'products'),
        },
        collection.locked,
      );
    },

    async profiles(id) {
      const profile = await users.publicProfile(id);
      return drawProfileCard(await storedPhoto(profile.avatarUrl), {
        label: `@${profile.username}`,
        title: profile.name,
        detail: `${plural(profile.subscriberCount, 'subscriber', 'subscribers')} · ${profile.subscriptionCount} following`,
      });
    },
  };

  const caches = Object.fromEntries(
    SHARE_CARD_KINDS.map((kind) => [
      kind,
      createInvalidatedCache<ShareCard>(feed, {
        name: `share-cards-${kind}`,
        max: CARDS_PER_KIND,
        ...INVALIDATION[kind],
      }),
    ]),
  ) as Record<ShareCardKind, InvalidatedCache<ShareCard>>;

  let siteCard: Promise<ShareCard> | undefined;

  return {
    /** The card of the item, from memory or drawn now; the item's own 404 when a visitor may not see it. */
    async card(kind: ShareCardKind, id: string): Promise<ShareCard> {
      const card = await caches[kind].getOne(id, async () => shareCardOf(await draw[kind](id)));
      // getOne answers undefined only when the load does, and a draw answers or throws.
      return card!;
    },

    /** The site's own card (plain pages: home, sitemap, legal texts): it shows no item, so it is drawn once. */
    siteCard(): Promise<ShareCard> {
      siteCard ??= drawSiteCard(SITE_TAGLINE).then(shareCardOf, (error: unknown) => {
        // A failed draw is tried again by the next request rather than kept.
        siteCard = undefined;
        throw error;
      });
      return siteCard;
    },
  };
}

export type ShareCardsService = ReturnType<typeof createShareCardsService>;
