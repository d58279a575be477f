import { z } from 'zod';
import { Id } from './common.ts';
import { Username } from './auth.ts';
import { MediaUrl, Role } from './product.ts';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

export const WebsiteUrl = z
  .string()
  .trim()
  .max(200)
  .refine((value) => value === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value), 'Please enter a valid URL')
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/** Account settings: every field optional, only the ones sent change. */
export const UpdateUserBody = z.object({
  name: z.string().trim().min(2, 'Full name must be at least 2 characters').max(80).optional(),
  username: Username.optional(),
  bio: optionalText(300),
  website: WebsiteUrl,
  /** An uploaded image (`/media/…`), or null to remove the photo. */
  avatarUrl: MediaUrl.nullable().optional(),
});
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

/** A person as SPEC.md §3's "user summary" shows them to anyone. */
export const UserProfileSummary = z.object({
  id: Id,
  username: z.string(),
  name: z.string(),
  bio: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  website: z.string().nullable(),
  role: Role,
});
export type UserProfileSummary = z.infer<typeof UserProfileSummary>;

export const UserIdParams = z.object({ id: Id });
