import { ChangePasswordBody, Email, FullName, Password, Username, WebsiteUrl } from '@stylebook/contracts';
import { z } from 'zod';

/**
 * The form schemas of the identity screens. Field rules come from the contracts, so the messages of
 * docs/product.md §3 are written once and the server checks the same thing.
 */
export const LoginForm = z.object({ email: Email, password: Password });

export const RegisterForm = z.object({ fullName: FullName, email: Email, password: Password });

export const EmailForm = z.object({ email: Email });

export const UsernameForm = z.object({ username: Username });

export const INSTAGRAM_HANDLE_MESSAGE = 'Enter a valid Instagram handle';

/** Optional; a pasted `@handle` loses its `@`. */
export const InstagramForm = z.object({
  instagram: z
    .string()
    .trim()
    .transform((handle) => handle.replace(/^@/, ''))
    .refine((handle) => handle === '' || /^[A-Za-z0-9._]{1,30}$/.test(handle), INSTAGRAM_HANDLE_MESSAGE),
});

export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match';

const confirmation = {
  check: (values: { newPassword: string; confirmPassword: string }) =>
    values.newPassword === values.confirmPassword,
  issue: { message: PASSWORDS_DIFFER_MESSAGE, path: ['confirmPassword'] },
};

export const ResetPasswordForm = z
  .object({ newPassword: Password, confirmPassword: z.string() })
  .refine(confirmation.check, confirmation.issue);

export const ChangePasswordForm = z
  .object({
    currentPassword: ChangePasswordBody.shape.currentPassword,
    newPassword: Password,
    confirmPassword: z.string(),
  })
  .refine(confirmation.check, confirmation.issue);

export const BIO_MAX_LENGTH = 300;

export const AccountProfileForm = z.object({
  name: FullName,
  username: Username,
  bio: z.string().trim().max(BIO_MAX_LENGTH, `Bio must be at most ${BIO_MAX_LENGTH} characters`),
  website: WebsiteUrl,
});
