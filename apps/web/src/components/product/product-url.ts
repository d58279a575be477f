import { ScrapeBody } from '@stylebook/contracts';

/**
 * The store link (docs/product.md §6): the validation message for a pasted link, or null when the scraper may
 * take it.
 */
export function productUrlError(value: string): string | null {
  const result = ScrapeBody.shape.url.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
