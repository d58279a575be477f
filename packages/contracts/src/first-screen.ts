// Types only: the server writes this into the app shell, the client reads it before its first render.
import type { Collection } from './collection.ts';
import type { FeaturedCollectionsPage, FeaturedProductsPage } from './feed.ts';
import type { Product } from './product.ts';
import type { UserProfile } from './user.ts';

/** The `<script type="application/json">` in the app shell that carries `FirstScreenData`. */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';

/**
 * What the server already knows of the page an HTML request opens, as an anonymous visitor sees it, so the
 * first screen draws without waiting for the API (issue 12). A featured page comes with the seed it was
 * shuffled by: a browser session that has no seed yet takes it, so later pages continue the same order.
 */
export interface FirstScreenData {
  featuredProducts?: { seed: string; page: FeaturedProductsPage };
  featuredCollections?: { seed: string; page: FeaturedCollectionsPage };
  product?: Product;
  collection?: Collection;
  profile?: UserProfile;
}
