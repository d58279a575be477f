import {
  DEFAULT_CURRENCY,
  DEFAULT_GENDER,
  INITIAL_SCRAPED_IMAGES,
  ProductFields,
} from '@stylebook/contracts';
import type { Product, ProductImage, ScrapedField, ScrapedProduct } from '@stylebook/contracts';
import type { z } from 'zod';
import { imageLimits } from './image-limits.ts';

/** The fields the form edits; images are kept beside it by the image list (docs/product.md §5). */
export const ProductFormSchema = ProductFields.pick({
  brand: true,
  price: true,
  currency: true,
  gender: true,
  description: true,
});
export type ProductFormInput = z.input<typeof ProductFormSchema>;
export type ProductFormValues = z.output<typeof ProductFormSchema>;

export interface ProductDraft {
  values: ProductFormInput;
  images: string[];
  /** Fields the scraper filled on weak evidence, marked for the person to check. */
  unsure: readonly ScrapedField[];
}

/** The mark under a field the scraper was not sure of (the web's Create Product sheet and the extension's). */
export const UNSURE_FIELD_HINT = "Check this — we weren't sure";

/** What a new product's form starts from: the scraper's findings, or nothing when the store could not be read. */
type ScrapedDetails = Pick<
  ScrapedProduct,
  'brand' | 'price' | 'currency' | 'gender' | 'description' | 'images' | 'lowConfidence'
>;

const NOTHING_SCRAPED: ScrapedDetails = {
  brand: null,
  price: null,
  currency: null,
  gender: null,
  description: null,
  images: [],
  lowConfidence: [],
};

/** A new product's form, filled with what the scraper found and the defaults (docs/product.md §5). */
export function draftFromScrape(scraped: ScrapedDetails): ProductDraft {
  return {
    values: {
      brand: scraped.brand ?? '',
      price: scraped.price ?? Number.NaN,
      currency: scraped.currency ?? DEFAULT_CURRENCY,
      gender: scraped.gender ?? DEFAULT_GENDER,
      description: scraped.description ?? '',
    },
    images: scraped.images.slice(0, INITIAL_SCRAPED_IMAGES).map((image) => image.url),
    unsure: scraped.lowConfidence,
  };
}

/** A new product's form when the store could not be read: the defaults (docs/product.md §5) and nothing else. */
export function blankDraft(): ProductDraft {
  return draftFromScrape(NOTHING_SCRAPED);
}

export function draftFromProduct(product: Product): ProductDraft {
  return {
    values: {
      brand: product.brand,
      price: product.price,
      currency: product.currency,
      gender: product.gender,
      description: product.description ?? '',
    },
    images: product.images.map((image) => image.url),
    unsure: [],
  };
}

/** The message for the images as saved, or null: the same rule the server applies. */
export function imagesError(images: ProductImage[]): string | null {
  const result = ProductFields.shape.images.safeParse(images);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** What both a create and an update send, the purchase URL aside. */
export type ProductSubmission = Omit<z.output<typeof ProductFields>, 'purchaseUrl'>;

/** The body fields of a create or update; an empty description is left out rather than stored. */
export function toSubmission(values: ProductFormValues, images: ProductImage[]): ProductSubmission {
  return { ...values, description: values.description || undefined, images };
}

export interface SaveReadiness {
  formValid: boolean;
  imageCount: number;
  uploading: boolean;
}

/** docs/product.md §6, Create: a valid form, at least one image, none too many, and nothing uploading. */
export function canSave({ formValid, imageCount, uploading }: SaveReadiness): boolean {
  return formValid && imageCount >= 1 && imageLimits(imageCount).excess === 0 && !uploading;
}
