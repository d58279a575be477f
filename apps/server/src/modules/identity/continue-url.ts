import { appPath } from '@stylebook/contracts';

/**
 * Where a mailed link may send the person afterwards: a path on this app only, never another origin
 * (an open redirect would let a phishing mail borrow our domain).
 */
export function safeContinuePath(continueUrl: string | null | undefined, publicOrigin: string): string {
  return appPath(continueUrl, publicOrigin) ?? '/';
}
