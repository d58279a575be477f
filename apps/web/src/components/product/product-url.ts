import { z } from 'zod';

/** SPEC.md §5 "Product URL": required, and a valid web address. */
export const productUrlSchema = z
  .string()
  .trim()
  .min(1, 'Product URL is required')
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'Please enter a valid URL' }));

/** The validation message for a pasted product URL, or null when it is usable. */
export function productUrlError(value: string): string | null {
  const result = productUrlSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
