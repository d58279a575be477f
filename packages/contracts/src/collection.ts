import { z } from 'zod';
import { Id } from './common.ts';
import { UserSummary } from './product.ts';

/** A collection as a feed card shows it. Paid-only covers are server-made placeholders (DESIGN.md §5). */
export const CollectionCard = z.object({
  id: Id,
  ownerId: Id,
  name: z.string(),
  coverImageUrl: z.string().nullable(),
  isPrivate: z.boolean(),
  isPaidSubscriberOnly: z.boolean(),
  productCount: z.number().int().nonnegative(),
  previewImageUrls: z.array(z.string()),
  owner: UserSummary,
});
export type CollectionCard = z.infer<typeof CollectionCard>;
