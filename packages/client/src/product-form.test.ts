import { describe, expect, it } from 'vitest';
import type { ScrapedProduct } from '@stylebook/contracts';
import { ProductFormSchema, canSave, draftFromScrape, imagesError, toSubmission } from './product-form.ts';

const scraped: ScrapedProduct = {
  url: 'https://shop.example.com/p/1',
  canonicalUrl: 'https://shop.example.com/p/1',
  description: null,
  brand: null,
  price: null,
  currency: null,
  gender: null,
  images: Array.from({ length: 12 }, (_, index) => ({ url: `/media/scraped/${index}.webp` })),
  siteName: null,
  lowConfidence: [],
};

function messages(input: unknown): string[] {
  const result = ProductFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('draftFromScrape', () => {
  it('fills what was missing with USD and menswear, and keeps the first 8 images', () => {
    const draft = draftFromScrape(scraped);
    expect(draft.values).toMatchObject({ brand: '', currency: 'USD', gender: 'MENSWEAR', description: '' });
    expect(draft.images).toHaveLength(8);
    expect(draft.images[0]).toBe('/media/scraped/0.webp');
    expect(draft.unsure).toEqual([]);
  });

  it('carries the fields the scraper was not sure of, to be marked for checking', () => {
    const draft = draftFromScrape({ ...scraped, brand: 'Acne Studios', lowConfidence: ['brand', 'price'] });
    expect(draft.values.brand).toBe('Acne Studios');
    expect(draft.unsure).toEqual(['brand', 'price']);
  });
});

describe('ProductFormSchema', () => {
  const valid = { brand: 'Arket', price: 49, currency: 'EUR', gender: 'UNISEX', description: '' };

  it('accepts a complete product with no description', () => {
    expect(messages(valid)).toEqual([]);
  });

  it('words every rule as the form says it (docs/product.md §21)', () => {
    expect(messages({ ...valid, brand: '  ' })).toEqual(['Brand is required']);
    expect(messages({ ...valid, price: Number.NaN })).toEqual(['Price must be positive']);
    expect(messages({ ...valid, price: 0.5 })).toEqual(['Price must be positive']);
    expect(messages({ ...valid, currency: undefined })).toEqual(['Currency is required']);
    expect(messages({ ...valid, gender: undefined })).toEqual(['Style is required']);
  });
});

describe('imagesError', () => {
  it('asks for at least one image and allows at most 10', () => {
    expect(imagesError([])).toBe('Please add at least one image');
    expect(imagesError([{ url: '/media/a.webp' }])).toBeNull();
    const eleven = Array.from({ length: 11 }, () => ({ url: '/media/a.webp' }));
    expect(imagesError(eleven)).toBe('Maximum 10 images allowed');
  });
});

describe('canSave', () => {
  const ready = { formValid: true, imageCount: 3, uploading: false };

  it('allows saving a valid form with 1 to 10 stored images', () => {
    expect(canSave(ready)).toBe(true);
    expect(canSave({ ...ready, imageCount: 10 })).toBe(true);
  });

  it.each([
    ['an invalid form', { formValid: false }],
    ['no image', { imageCount: 0 }],
    ['too many images', { imageCount: 11 }],
    ['an upload in progress', { uploading: true }],
  ])('refuses %s', (_, change) => {
    expect(canSave({ ...ready, ...change })).toBe(false);
  });
});

describe('toSubmission', () => {
  it('leaves an empty description out', () => {
    const values = { brand: 'Arket', price: 49, currency: 'EUR', gender: 'UNISEX', description: '' } as const;
    expect(toSubmission(values, [{ url: '/media/a.webp' }]).description).toBeUndefined();
  });
});
