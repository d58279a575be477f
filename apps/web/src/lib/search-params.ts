import { z } from 'zod';

/**
 * Search-parameter schemas of SPEC.md §2. Every field ends in `.catch()`: a hand-edited or stale URL
 * falls back to the default instead of throwing.
 *
 * The router parses values as JSON first, so `?state=123` arrives as a number: text fields accept it.
 */
const text = z.union([z.string(), z.number().transform(String)]);
const optionalText = text.optional().catch(undefined);
const textOrEmpty = text.default('').catch('');

export const homeSearch = z.object({
  tab: z.number().int().min(1).max(2).default(1).catch(1),
});
export type HomeTab = z.infer<typeof homeSearch>['tab'];

export const returnToPathSearch = z.object({ returnToPath: optionalText });

export const extensionAuthCheckSearch = z.object({ state: optionalText, source: optionalText });

export const extensionAuthCallbackSearch = z.object({
  state: optionalText,
  source: optionalText,
  token: optionalText,
  refreshToken: optionalText,
  error: optionalText,
});

export const createLookSearch = z.object({ collectionId: optionalText, from: optionalText });

export const verifyEmailSearch = z.object({ oobCode: optionalText, continueUrl: optionalText });

export const resetPasswordSearch = z.object({ oobCode: textOrEmpty });

export const forgotPasswordSentSearch = z.object({ email: textOrEmpty });

export const emailActionSearch = z.object({
  mode: optionalText,
  oobCode: optionalText,
  continueUrl: optionalText,
  lang: optionalText,
});

export const SEARCH_TABS = ['all', 'products', 'collections', 'looks', 'people'] as const;

/** /search: the query (`?q=`, so a search can be shared) and the tab of results showing. */
export const searchScreenSearch = z.object({
  q: textOrEmpty,
  tab: z.enum(SEARCH_TABS).default('all').catch('all'),
});
export type SearchTab = z.infer<typeof searchScreenSearch>['tab'];
