import { promises as dns, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import ipaddr from 'ipaddr.js';
import { Agent, request } from 'undici';

/**
 * The SSRF guard every server-side fetch of a user-given URL goes through (docs/product.md §6): only http(s),
 * every address a host resolves to must be public, the connection goes to the address that was checked
 * (the check lives in the socket's DNS lookup, so a second answer cannot slip in between), every redirect
 * hop is checked again, and time and size are capped.
 */

/** Why an address is refused, or 'public' when it may be fetched. */
export type AddressClass =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'metadata'
  | 'carrier-grade-nat'
  | 'multicast'
  | 'unspecified'
  | 'broadcast'
  | 'reserved'
  | 'documentation'
  | 'unique-local'
  | 'not-global-unicast'
  | 'invalid';

/** Cloud metadata endpoints, named on their own so logs and tests say what was attempted. */
const METADATA_ADDRESSES = new Set(['169.254.169.254', '169.254.170.2', '100.100.100.200', '192.0.0.192']);
const METADATA_V6 = [ipaddr.IPv6.parse('fd00:ec2::254')];

const V4_DOCUMENTATION = ['192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24'].map((cidr) =>
  ipaddr.IPv4.parseCIDR(cidr),
);
const V6_DOCUMENTATION = ['2001:db8::/32', '3fff::/20'].map((cidr) => ipaddr.IPv6.parseCIDR(cidr));
const V6_GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

function classifyV4(address: ipaddr.IPv4): AddressClass {
  if (METADATA_ADDRESSES.has(address.toString())) return 'metadata';
  if (V4_DOCUMENTATION.some((range) => address.match(range))) return 'documentation';
  switch (address.range()) {
    case 'unicast':
      return 'public';
    case 'loopback':
      return 'loopback';
    case 'private':
      return 'private';
    case 'linkLocal':
      return 'link-local';
    case 'carrierGradeNat':
      return 'carrier-grade-nat';
    case 'multicast':
      return 'multicast';
    case 'unspecified':
      return 'unspecified';
    case 'broadcast':
      return 'broadcast';
    default:
      return 'reserved';
  }
}

/** The IPv4 address an IPv6 address carries, for the forms that reach IPv4 hosts (mapped, NAT64, 6to4). */
function embeddedV4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const parts = address.parts;
  const bytesOf = (high: number, low: number) =>
    new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  const range = address.range();
  if (range === 'ipv4Mapped' || range === 'rfc6145' || range === 'rfc6052') {
    return bytesOf(parts[6]!, parts[7]!);
  }
  if (range === '6to4') return bytesOf(parts[1]!, parts[2]!);
  // IPv4-compatible (::a.b.c.d, deprecated but still routed by some stacks): 96 zero bits, then IPv4.
  if (parts.slice(0, 6).every((part) => part === 0) && (parts[6] !== 0 || parts[7]! > 1)) {
    return bytesOf(parts[6]!, parts[7]!);
  }
  return null;
}

function classifyV6(address: ipaddr.IPv6): AddressClass {
  if (METADATA_V6.some((metadata) => metadata.toNormalizedString() === address.toNormalizedString())) {
    return 'metadata';
  }
  const v4 = embeddedV4(address);
  // NAT64 and 6to4 to a public IPv4 host are ordinary routes; anything else inherits the IPv4 verdict.
  if (v4) return classifyV4(v4);
  if (V6_DOCUMENTATION.some((range) => address.match(range))) return 'documentation';
  switch (address.range()) {
    case 'loopback':
      return 'loopback';
    case 'unspecified':
      return 'unspecified';
    case 'linkLocal':
      return 'link-local';
    case 'uniqueLocal':
      return 'unique-local';
    case 'multicast':
      return 'multicast';
    case 'unicast':
      // Only the global unicast block 2000::/3 is routable on the internet today.
      return address.match(V6_GLOBAL_UNICAST) ? 'public' : 'not-global-unicast';
    default:
      // Teredo (which hides an IPv4 host), benchmarking, ORCHID, discard and the other special blocks.
      return 'reserved';
  }
}

/** Classifies a literal IP address (v4 or v6, with or without brackets). Anything unparsable is 'invalid'. */
export function classifyAddress(ip: string): AddressClass {
  const literal = ip.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  if (ipaddr.IPv4.isValidFourPartDecimal(literal)) return classifyV4(ipaddr.IPv4.parse(literal));
  if (ipaddr.IPv6.isValid(literal)) return classifyV6(ipaddr.IPv6.parse(literal));
  return 'invalid';
}

function isAllowedAddress(ip: string, allowLoopback: boolean): boolean {
  const kind = classifyAddress(ip);
  return kind === 'public' || (allowLoopback && kind === 'loopback');
}

export type GuardFailure = 'blocked' | 'timeout' | 'too-large' | 'too-many-redirects' | 'unreachable';

const MESSAGES: Record<GuardFailure, string> = {
  blocked: 'This address is not allowed',
  timeout: 'The store did not answer in time',
  'too-large': 'The page is too large',
  'too-many-redirects': 'Too many redirects',
  unreachable: 'Could not reach the store',
};

/** A refused or failed guarded fetch; `reason` is stable, the message is safe to show to the user. */
export class GuardedFetchError extends Error {
  readonly reason: GuardFailure;

  constructor(reason: GuardFailure, detail?: string) {
    super(MESSAGES[reason]);
    this.name = 'GuardedFetchError';
    this.reason = reason;
    if (detail) this.detail = detail;
  }

  /** What exactly was refused (an address, a host), for logs only. */
  detail?: string;
}

export interface UrlCheckOptions {
  allowLoopback?: boolean;
}

/**
 * Checks a URL before any connection: http(s) only, no credentials, and a host that is either a name (its
 * addresses are checked at connect time) or an IP literal that is allowed. WHATWG URL parsing already turns
 * `2130706433`, `0x7f.1` and `0177.0.0.1` into `127.0.0.1`, so those forms are refused here as loopback.
 */
export function checkUrl(raw: string | URL, { allowLoopback = false }: UrlCheckOptions = {}): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new GuardedFetchError('blocked', `unparsable URL ${String(raw)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new GuardedFetchError('blocked', `scheme ${url.protocol}`);
  }
  if (url.username || url.password) throw new GuardedFetchError('blocked', 'credentials in URL');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!host) throw new GuardedFetchError('blocked', 'empty host');
  if (isIP(host) !== 0) {
    if (!isAllowedAddress(host, allowLoopback)) {
      throw new GuardedFetchError('blocked', `${classifyAddress(host)} address ${host}`);
    }
  } else if (ipaddr.isValid(host)) {
    // Any numeric form WHATWG did not normalise (it normalises all of them today): refuse rather than guess.
    throw new GuardedFetchError('blocked', `numeric host ${host}`);
  }
  return url;
}

export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** The shape of `net.connect`'s `lookup` option. */
export type LookupFunction = (
  hostname: string,
  options: { family?: number | string; all?: boolean },
  callback: LookupCallback,
) => void;

/**
 * A socket `lookup` that resolves the name and refuses it unless every address it resolves to is allowed.
 * Because the socket connects to what this returns, the checked address is the connected one.
 */
export function createGuardedLookup({
  resolve = systemResolver,
  allowLoopback = false,
}: {
  resolve?: Resolver;
  /** Read on every lookup, so a fetch may stop allowing loopback after its first hop. */
  allowLoopback?: boolean | (() => boolean);
} = {}): LookupFunction {
  const loopbackAllowed = typeof allowLoopback === 'function' ? allowLoopback : () => allowLoopback;
  return (hostname, options, callback) => {
    const allowLoopback = loopbackAllowed();
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0) {
          callback(new GuardedFetchError('unreachable', `no address for ${hostname}`), []);
          return;
        }
        const refused = addresses.find(({ address }) => !isAllowedAddress(address, allowLoopback));
        if (refused) {
          const kind = classifyAddress(refused.address);
          callback(
            new GuardedFetchError('blocked', `${hostname} resolves to ${kind} address ${refused.address}`),
            [],
          );
          return;
        }
        const family = Number(options.family) || 0;
        const usable = family ? addresses.filter((entry) => entry.family === family) : addresses;
        if (usable.length === 0) {
          callback(new GuardedFetchError('unreachable', `no IPv${family} address for ${hostname}`), []);
          return;
        }
        if (options.all) callback(null, usable);
        else callback(null, usable[0]!.address, usable[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, []),
    );
  };
}

export interface GuardedFetchOptions {
  maxBytes: number;
  /** Whole-request budget: every hop, headers and body. */
  timeoutMs: number;
  maxRedirects?: number;
  accept: string;
  resolve?: Resolver;
  allowLoopback?: boolean;
  /**
   * Tests only: loopback is allowed for the first hop alone, so a local store page can be fetched while its
   * redirects to loopback are refused as they are in production.
   */
  loopbackFirstHopOnly?: boolean;
  /** Sent as Referer: image CDNs often refuse requests that do not come from their store's page. */
  referer?: string;
  /** Aborts the fetch from outside (a deadline shared by several fetches); reported as a timeout. */
  signal?: AbortSignal;
}

export interface GuardedResponse {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  contentType: string | null;
  /** The decoded body of a 2xx answer, empty otherwise. */
  body: Buffer;
  /** A refusal's Retry-After header (429, 503), as sent: seconds or an HTTP date. */
  retryAfter: string | null;
}

export const MAX_TIMEOUT_MS = 8_000;
export const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** The product token of our user agent: what a store's robots.txt names to address us. */
export const ROBOTS_AGENT = 'StylebookBot';
const USER_AGENT = `Mozilla/5.0 (compatible; ${ROBOTS_AGENT}/1.0; product preview)`;

/**
 * GETs a user-given URL through the guard. Redirects are followed by hand, at most `maxRedirects` of them,
 * each target checked again; a non-2xx answer comes back with its status and an empty body.
 */
export async function guardedFetch(raw: string, options: GuardedFetchOptions): Promise<GuardedResponse> {
  let allowLoopback = options.allowLoopback ?? false;
  const maxRedirects = Math.min(options.maxRedirects ?? MAX_REDIRECTS, MAX_REDIRECTS);
  const timeout = AbortSignal.timeout(Math.min(options.timeoutMs, MAX_TIMEOUT_MS));
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const agent = new Agent({
    connect: {
      lookup: createGuardedLookup({ resolve: options.resolve, allowLoopback: () => allowLoopback }),
    },
    connections: 4,
  });
  try {
    let url = checkUrl(raw, { allowLoopback });
    for (let hop = 0; ; hop++) {
      const response = await request(url, {
        dispatcher: agent,
        method: 'GET',
        signal,
        headers: {
          accept: options.accept,
          'accept-encoding': 'gzip, deflate, br',
          'accept-language': 'en;q=0.9, *;q=0.5',
          'user-agent': USER_AGENT,
          ...(options.referer ? { referer: options.referer } : {}),
        },
      }).catch((error: unknown) => {
        throw toGuardError(error, signal);
      });
      // Destroying the body early (size cap, redirect) makes it emit an abort error nobody needs.
      response.body.on('error', () => undefined);
      const location = header(response.headers, 'location');
      if (REDIRECT_STATUSES.has(response.statusCode) && location) {
        await response.body.dump().catch(() => undefined);
        if (hop >= maxRedirects) throw new GuardedFetchError('too-many-redirects');
        if (options.loopbackFirstHopOnly) allowLoopback = false;
        url = checkUrl(new URL(location, url), { allowLoopback });
        continue;
      }
      const contentType = header(response.headers, 'content-type');
      if (response.statusCode < 200 || response.statusCode >= 300) {
        await response.body.dump().catch(() => undefined);
        return {
          url: url.toString(),
          status: response.statusCode,
          contentType,
          body: Buffer.alloc(0),
          retryAfter: header(response.headers, 'retry-after'),
        };
      }
      const declared = Number(header(response.headers, 'content-length'));
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        response.body.destroy();
        throw new GuardedFetchError('too-large', `declared ${declared} bytes`);
      }
      const body = await readCapped(
        decoded(response.body, header(response.headers, 'content-encoding')),
        options.maxBytes,
      ).catch((error: unknown) => {
        response.body.destroy();
        throw toGuardError(error, signal);
      });
      return { url: url.toString(), status: response.statusCode, contentType, body, retryAfter: null };
    }
  } finally {
    void agent.destroy().catch(() => undefined);
  }
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string | null {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

function decoded(body: Readable, encoding: string | null): Readable {
  const decoder = (() => {
    switch (encoding?.trim().toLowerCase()) {
      case 'gzip':
      case 'x-gzip':
        return createGunzip();
      case 'deflate':
        return createInflate();
      case 'br':
        return createBrotliDecompress();
      default:
        return null;
    }
  })();
  if (!decoder) return body;
  body.on('error', (error) => decoder.destroy(error));
  return body.pipe(decoder);
}

/** Reads a stream, counting decoded bytes as they arrive, and stops as soon as the cap is passed. */
async function readCapped(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      total += buffer.length;
      if (total > maxBytes) throw new GuardedFetchError('too-large', `more than ${maxBytes} bytes`);
      chunks.push(buffer);
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks);
}

/** Finds a guard refusal anywhere in an error's cause chain, else names the failure. */
function toGuardError(error: unknown, signal: AbortSignal): GuardedFetchError {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (current instanceof GuardedFetchError) return current;
  }
  if (signal.aborted) return new GuardedFetchError('timeout');
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new GuardedFetchError('unreachable', detail);
}
