import { createRequire } from 'node:module';
import { isIPv6 } from 'node:net';
import type {
  CreateRateLimitOptions,
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import ipaddr from 'ipaddr.js';
import { tooManyRequests } from './errors.ts';

/** The plugin's own stores; its package exports neither, so they are loaded by path. */
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => FastifyRateLimitStore;
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => FastifyRateLimitStore;

/** What a limiter is told it may name its budget by: `rateLimitHook` passes it through the plugin's options. */
interface NamedLimitOptions {
  limitName?: string;
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string; url?: string };
}

/** As the plugin's default (`ipv6Subnet`): one host may hold every address of its /64, so that is one client. */
const IPV6_PREFIX_LENGTH = 64;
/** The key of every request whose client hung up before it was handled: its address went with its socket. */
const GONE_CLIENT_KEY = 'gone';

/**
 * Who a request counts against, as @fastify/rate-limit's default key generator says (an address in lower
 * case, an IPv4-mapped IPv6 address as IPv4, any other IPv6 address as its /64 network in RFC 5952 form),
 * except that it never throws. A client that hung up before its request was handled leaves `request.ip`
 * undefined, and the default's TypeError was logged as an error for each one (issue 28).
 */
export function clientKey(request: FastifyRequest): string {
  // Typed as a string, yet undefined once the socket is gone (Node reads the peer's address lazily).
  const ip = request.ip as string | undefined;
  if (!ip) return GONE_CLIENT_KEY;
  if (!isIPv6(ip) || !ipaddr.IPv6.isValid(ip)) return ip.toLowerCase();
  const address = ipaddr.IPv6.parse(ip);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  const networkParts = address.parts.map((part, index) => (index < IPV6_PREFIX_LENGTH / 16 ? part : 0));
  return new ipaddr.IPv6(networkParts).toRFC5952String();
}

/** A Redis that does not answer within this is treated as down for that request. */
const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How long a connection attempt may take, which bounds how long a process start waits for Redis. */
const REDIS_CONNECT_TIMEOUT_MS = 2_000;
const KEY_PREFIX = 'stylebook:rate-limit:';

export interface SharedRateLimits {
  /** The plugin's `store` option: counts in Redis, and in this process whenever Redis fails. */
  store: FastifyRateLimitStoreCtor;
  /** Settles once the first connection is up or has failed: a process then counts its first request in Redis. */
  firstConnection: Promise<void>;
  /** True while this process counts its requests itself, Redis being away (for /metrics). */
  countsLocally(): boolean;
  close(): Promise<void>;
}

/**
 * Rate limits every API process shares through Redis (docs/architecture.md §7). A request never waits for a
 * Redis that is down: commands fail at once while it is disconnected (no offline queue) or after 500 ms when
 * it hangs, and that request is counted in this process instead, so limits hold per process until Redis is
 * back.
 * @fastify/rate-limit's `skipOnError` would rather let every request through, which is no limit at all.
 */
export function createSharedRateLimits(redisUrl: string, log: FastifyBaseLogger): SharedRateLimits {
  const redis = new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
  });
  const firstConnection = new Promise<void>((resolve) => {
    redis.once('ready', resolve);
    redis.once('error', () => resolve());
  });
  // Logged once per outage, not once per failed command or reconnect attempt.
  let down = false;
  const markDown = (error: unknown) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, 'Redis unreachable: rate limits count in this process until it is back');
  };
  redis.on('error', markDown);
  redis.on('ready', () => {
    if (down) log.info('Redis is back: rate limits are shared again');
    down = false;
  });
  /** Whether the last request was counted here: a Redis that hangs stays 'ready' while its commands time out. */
  let lastCountedLocally = false;

  function storeFor(namespace: string, options: NamedLimitOptions): FastifyRateLimitStore {
    const continueExceeding = options.continueExceeding ?? false;
    const exponentialBackoff = options.exponentialBackoff ?? false;
    const shared = new RedisStore(continueExceeding, exponentialBackoff, redis, namespace);
    const local = new LocalStore(continueExceeding, exponentialBackoff);
    return {
      incr(key, callback, timeWindow, max) {
        lastCountedLocally = redis.status !== 'ready';
        if (lastCountedLocally) return local.incr(key, callback, timeWindow, max);
        shared.incr(
          key,
          (error, result) => {
            lastCountedLocally = Boolean(error);
            if (!error) return callback(null, result);
            markDown(error);
            local.incr(key, callback, timeWindow, max);
          },
          timeWindow,
          max,
        );
      },
      child(routeOptions) {
        // A route's own limit is named by its route; a hook's by the name it was given, so that two hooks
        // keyed by the same IP never share a counter.
        const named = routeOptions as unknown as NamedLimitOptions;
        const name = named.limitName ?? `${named.routeInfo?.method}:${named.routeInfo?.url}`;
        return storeFor(`${KEY_PREFIX}${name}:`, named);
      },
    };
  }

  return {
    store: class {
      constructor(options: FastifyRateLimitOptions) {
        return storeFor(`${KEY_PREFIX}global:`, options);
      }
    } as unknown as FastifyRateLimitStoreCtor,
    firstConnection,
    countsLocally: () => lastCountedLocally || redis.status !== 'ready',
    async close() {
      redis.disconnect();
    },
  };
}

/**
 * A route hook that spends one request of its key's budget (the client's IP unless `keyGenerator` says
 * otherwise) and, once the budget is spent, refuses with the 429 the global limiter words ('Too many
 * requests. Try again in 15 minutes.'). As `onRequest` it refuses before the body is read; as `preHandler`
 * it runs after the auth plugin and the schema checks, so it can key on the actor or the body. `name` keeps
 * its counters apart from every other limit's where they are shared (Redis).
 */
export function rateLimitHook(app: FastifyInstance, name: string, options: CreateRateLimitOptions) {
  // A limiter inherits the global allow-list, which picks the routes the global limit covers; a route that
  // asks for a named limit is limited whatever its path.
  const named: CreateRateLimitOptions & NamedLimitOptions = {
    ...options,
    allowList: () => false,
    limitName: name,
  };
  const limiter = app.createRateLimit(named);
  return async (request: FastifyRequest): Promise<void> => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds);
  };
}
