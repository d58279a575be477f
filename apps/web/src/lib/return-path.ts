/**
 * A `returnToPath` or `continueUrl` from the address bar, if it is a path on this app. Anything else
 * (`//evil.example`, `https://…`, `/\evil`) falls back, so a crafted link cannot send someone off-site.
 */
export function safeReturnPath(value: string | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
