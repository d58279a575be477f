import { appPath } from '@stylebook/contracts';

/**
 * A `returnToPath` or `continueUrl` from the address bar, if it is a path on this app. Anything else
 * (`//evil.example`, `https://…`, `/\evil`, `/.//evil.example`) falls back, so a crafted link cannot send
 * someone off-site.
 */
export function safeReturnPath(value: string | undefined, fallback = '/'): string {
  if (!value?.startsWith('/')) return fallback;
  return appPath(value, window.location.origin) ?? fallback;
}
