import { SERVER_PATH_PREFIXES } from '@stylebook/contracts';

/** How the service worker answers a request. */
export type FetchStrategy =
  /** A hashed build file never changes under its name: the cached copy, else the network. */
  | 'cache-first'
  /** A page load: the network (fresh HTML), else the cached app shell when offline or too slow. */
  | 'network-first-shell'
  /** Not the service worker's business: the browser fetches it as if there were none. */
  | 'network-only';

/** What of a request the choice depends on. */
export interface RequestFacts {
  method: string;
  mode: RequestMode;
  url: string;
}

/**
 * The API, identity, media and the server's other paths always go to the network: nothing the server
 * answers is ever served stale from this cache, even a page load of /r/… or /dev/mailbox.
 */
export function fetchStrategy({ method, mode, url }: RequestFacts, appOrigin: string): FetchStrategy {
  if (method !== 'GET') return 'network-only';
  const { origin, pathname } = new URL(url);
  if (origin !== appOrigin) return 'network-only';
  if (SERVER_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return 'network-only';
  if (mode === 'navigate') return 'network-first-shell';
  if (pathname.startsWith('/assets/')) return 'cache-first';
  return 'network-only';
}
