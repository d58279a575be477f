import { z } from 'zod';
import { Currency, HttpUrl, Id, multilineText, singleLineText } from './common.ts';

export const Gender = z.enum(['MENSWEAR', 'WOMENSWEAR', 'UNISEX']);
export type Gender = z.infer<typeof Gender>;
export const DEFAULT_GENDER: Gender = 'MENSWEAR';

export const ProductImage = z.object({ url: z.string() });
export type ProductImage = z.infer<typeof ProductImage>;

export const Role = z.enum(['USER', 'STYLIST']);
export type Role = z.infer<typeof Role>;

export const UserSummary = z.object({
  id: Id,
  username: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  role: Role,
});
export type UserSummary = z.infer<typeof UserSummary>;

/**
 * How the owner sees their own product, look or collection that moderators removed (docs/product.md §20):
 * removed, why, and when. Only the owner sees a removed thing at all.
 */
export const Removal = z.object({ note: z.string().nullable(), removedAt: z.string() });
export type Removal = z.infer<typeof Removal>;

/** A product as a feed card shows it: enough to draw the tile and open the product. */
export const ProductCard = z.object({
  id: Id,
  rootProductId: Id,
  description: z.string().nullable(),
  brand: z.string(),
  price: z.number(),
  currency: Currency,
  gender: Gender,
  images: z.array(ProductImage),
  owner: UserSummary,
});
export type ProductCard = z.infer<typeof ProductCard>;

export const MAX_PRODUCT_IMAGES = 10;
/** Scraped images kept when the edit form opens (docs/product.md §6). */
export const INITIAL_SCRAPED_IMAGES = 8;

/** A stored image of this app: `/media/…` URLs only, so a product never points at someone else's server. */
export const MediaUrl = singleLineText()
  .max(500)
  .regex(/^\/media\/[A-Za-z0-9_\-/.]+$/, 'Images must be uploaded first');

/** The product form's rules and messages (docs/product.md §5); the server applies the same ones. */
export const ProductFields = z.object({
  purchaseUrl: HttpUrl,
  description: multilineText().trim().max(300).optional(),
  brand: singleLineText({ message: 'Brand is required' }).trim().min(1, 'Brand is required').max(100),
  price: z.number({ message: 'Price must be positive' }).min(1, 'Price must be positive').max(100_000_000),
  currency: z.enum(Currency.options, { message: 'Currency is required' }),
  gender: z.enum(Gender.options, { message: 'Style is required' }),
  images: z
    .array(z.object({ url: MediaUrl }))
    .min(1, 'Please add at least one image')
    .max(MAX_PRODUCT_IMAGES, 'Maximum 10 images allowed'),
});

export const CreateProductBody = ProductFields.extend({
  /** File the new product into this look or collection of the creator's. */
  lookId: Id.optional(),
  collectionId: Id.optional(),
});
export type CreateProductBody = z.infer<typeof CreateProductBody>;

export const UpdateProductBody = ProductFields.partial();
export type UpdateProductBody = z.infer<typeof UpdateProductBody>;

/** A place the product appears that the viewer may see. */
export const ProductAppearance = z.object({ id: Id, name: z.string() });
export type ProductAppearance = z.infer<typeof ProductAppearance>;

/** The product page's product (docs/product.md §5). */
export const Product = z.object({
  id: Id,
  rootProductId: Id,
  description: z.string().nullable(),
  brand: z.string(),
  price: z.number(),
  currency: Currency,
  gender: Gender,
  purchaseUrl: z.string(),
  images: z.array(ProductImage),
  owner: UserSummary,
  likeCount: z.number().int().nonnegative(),
  likedByMe: z.boolean(),
  /** People who saved this product (same canonical purchase URL) as a product of their own. */
  savedByCount: z.number().int().nonnegative(),
  collections: z.array(ProductAppearance),
  looks: z.array(ProductAppearance),
  createdAt: z.string(),
  removal: Removal.nullable(),
});
export type Product = z.infer<typeof Product>;

export const LikeState = z.object({ likeCount: z.number().int().nonnegative(), likedByMe: z.boolean() });
export type LikeState = z.infer<typeof LikeState>;

export const ScrapeBody = z.object({
  url: singleLineText({ message: 'Product URL is required' })
    .trim()
    .min(1, 'Product URL is required')
    .pipe(HttpUrl),
});

/** The product form's fields the scraper fills; `description` is the product's name (docs/decisions.md). */
export const ScrapedField = z.enum(['description', 'brand', 'price', 'currency']);
export type ScrapedField = z.infer<typeof ScrapedField>;

/** What the scraper found on a store page (docs/product.md §6); every field but the URLs may be missing. */
export const ScrapedProduct = z.object({
  url: z.string(),
  canonicalUrl: z.string(),
  description: z.string().nullable(),
  brand: z.string().nullable(),
  price: z.number().nullable(),
  currency: Currency.nullable(),
  gender: Gender.nullable(),
  /** Already re-stored in our own media (scraped images are downloaded server-side, failures dropped). */
  images: z.array(ProductImage),
  siteName: z.string().nullable(),
  /**
   * Fields found on weak or conflicting evidence (a layout guess, sources that disagree, a currency the page
   * leaves open), for the person to check before saving.
   */
  lowConfidence: z.array(ScrapedField),
});
export type ScrapedProduct = z.infer<typeof ScrapedProduct>;
