/**
 * Where a mailed link may send the person afterwards: a path on this app only, never another origin
 * (an open redirect would let a phishing mail borrow our domain).
 */
export function safeContinuePath(continueUrl: string | null | undefined, publicOrigin: string): string {
  if (!continueUrl) return '/';
  if (continueUrl.startsWith('/') && !continueUrl.startsWith('//') && !continueUrl.startsWith('/\\')) {
    return continueUrl;
  }
  try {
    const url = new URL(continueUrl);
    if (url.origin === new URL(publicOrigin).origin) return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    // not a URL: fall through
  }
  return '/';
}
