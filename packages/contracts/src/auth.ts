import { z } from 'zod';
import { Id, singleLineText } from './common.ts';
import { Role } from './product.ts';

/** Words a username may not take: routes of the app and names that would mislead. */
export const RESERVED_USERNAMES = new Set([
  'admin',
  'administrator',
  'root',
  'support',
  'help',
  'settings',
  'login',
  'logout',
  'register',
  'onboarding',
  'search',
  'sitemap',
  'privacy',
  'profiles',
  'users',
  'products',
  'looks',
  'collections',
  'api',
  'identity',
  'media',
  'action',
  'stylebook',
  'me',
  'null',
  'undefined',
]);

/** docs/product.md §3: 3–30 characters, lowercase letters, digits, `_` and `.`, not reserved. */
export const Username = singleLineText()
  .trim()
  .toLowerCase()
  .min(3, 'Username must be at least 3 characters')
  .max(30, 'Username must be at most 30 characters')
  .regex(/^[a-z0-9_.]+$/, 'Username may only contain letters, numbers, _ and .')
  .refine((name) => !RESERVED_USERNAMES.has(name), 'This username is reserved');

export const Email = singleLineText()
  .trim()
  .toLowerCase()
  .email('Please enter a valid email address')
  .max(254);
/** Any characters: a password is hashed, never stored or compared as text. */
export const Password = z.string().min(6, 'Password must be at least 6 characters').max(256);
export const FullName = singleLineText().trim().min(2, 'Full name must be at least 2 characters').max(80);
const Instagram = singleLineText().trim().max(60).optional();
/** Where a mailed link should lead back to. */
export const ContinueUrl = singleLineText().max(2048).optional();

export const GenderPreference = z.enum(['MENSWEAR', 'WOMENSWEAR', 'UNISEX']);

export const RegisterBody = z.object({
  fullName: FullName,
  email: Email,
  password: Password,
  username: Username,
  genderPreference: GenderPreference.optional(),
  instagram: Instagram,
  continueUrl: ContinueUrl,
});
export type RegisterBody = z.infer<typeof RegisterBody>;

export const CurrentUser = z.object({
  id: Id,
  email: z.string(),
  emailVerified: z.boolean(),
  username: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  role: Role,
  /** One of the accounts the server names as moderators (docs/product.md §2); otherwise an ordinary person. */
  isModerator: z.boolean(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

export const SessionTokens = z.object({
  token: z.string(),
  refreshToken: z.string(),
  /** Seconds until `token` expires. */
  expiresIn: z.number().int().positive(),
  user: CurrentUser,
});
export type SessionTokens = z.infer<typeof SessionTokens>;

export const SignInBody = z.object({ email: Email, password: z.string().min(1).max(256) });
export const RefreshBody = z.object({ refreshToken: singleLineText().min(1).max(512) });
export const EmailLinkBody = z.object({ email: Email, continueUrl: ContinueUrl });
const OobCode = singleLineText().min(1).max(256);
export const OobCodeBody = z.object({ oobCode: OobCode });
export const PasswordResetBody = z.object({ email: Email });
export const PasswordResetConfirmBody = z.object({ oobCode: OobCode, newPassword: Password });
export const VerificationBody = z.object({ continueUrl: ContinueUrl });

export const UsernameCheckQuery = z.object({ username: singleLineText().max(100) });
export const UsernameCheckResponse = z.object({
  username: z.string(),
  available: z.boolean(),
  reason: z.string().nullable(),
});
export type UsernameCheckResponse = z.infer<typeof UsernameCheckResponse>;

/** Extension hand-off: a session of its own for the browser extension (docs/product.md §3). */
export const ExtensionSessionBody = z.object({ source: singleLineText().max(100).optional() });

/** A signed-in device or extension, as the account page lists it. */
export const SessionSummary = z.object({
  id: Id,
  client: z.enum(['web', 'extension']),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof SessionSummary>;
export const SessionList = z.object({ sessions: z.array(SessionSummary) });
export type SessionList = z.infer<typeof SessionList>;

/** The sign-in methods this deployment offers beside email: Google only when it is configured. */
export const SignInMethods = z.object({ google: z.boolean() });
export type SignInMethods = z.infer<typeof SignInMethods>;

export const ChangePasswordBody = z.object({
  currentPassword: z.string().min(1, 'Enter your current password').max(256),
  newPassword: Password,
});

/**
 * What the Google popup hands the opener: a short-lived assertion, signed by this server, that the
 * provider vouched for this Google account. `POST /api/auth/google/callback` redeems it.
 */
export const GooglePopupResult = z.discriminatedUnion('type', [
  z.object({ type: z.literal('stylebook:google'), credential: z.string() }),
  z.object({ type: z.literal('stylebook:google-error'), error: z.string() }),
]);
export type GooglePopupResult = z.infer<typeof GooglePopupResult>;

export const GoogleCallbackBody = z.object({ credential: singleLineText().min(1).max(4096) });
export const GoogleCallbackResponse = z.discriminatedUnion('status', [
  SessionTokens.extend({ status: z.literal('logged_in') }),
  z.object({
    status: z.literal('needs_registration'),
    /** Redeemed by complete-registration; works for 30 minutes. */
    registrationToken: z.string(),
    email: z.string(),
    name: z.string(),
  }),
]);
export type GoogleCallbackResponse = z.infer<typeof GoogleCallbackResponse>;

export const AccountType = z.enum(['USER', 'STYLIST']);
export const GoogleCompleteRegistrationBody = z.object({
  registrationToken: singleLineText().min(1).max(4096),
  username: Username,
  accountType: AccountType,
  /** Google's name for the person, which the registration form's 2-character rule does not bind. */
  fullName: singleLineText().trim().min(1).max(80).optional(),
  genderPreference: GenderPreference.optional(),
  instagram: Instagram,
});
