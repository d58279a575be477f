import type { Gender } from '@stylebook/contracts';

/** What one source (JSON-LD, microdata, meta, Shopify JSON, heuristics) found; every field may be missing. */
export interface Found {
  name?: string | null;
  description?: string | null;
  brand?: string | null;
  price?: number | null;
  /** ISO 4217, supported by the app or not (price.ts). */
  currency?: string | null;
  gender?: Gender | null;
  /** Text that may name a gender (category, product type, tags), read after breadcrumbs. */
  categoryText?: string[];
  images?: string[];
  /** The source says this is a product (a Product type, og:type product, a Shopify product). */
  isProduct?: boolean;
}
