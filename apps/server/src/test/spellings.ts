import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * How a client may spell one request target. Fastify routes all three to the same handler, so every one must
 * be treated alike: limited, authorized and answered the same (docs/decisions.md, rate limits).
 */
export const SPELLINGS = ['plain', 'percent-encoded', 'absolute-form'] as const;
export type Spelling = (typeof SPELLINGS)[number];

/** What the caller needs of an answer, whether it came in-process or over a socket. */
export interface SpelledResponse {
  statusCode: number;
  headers: IncomingHttpHeaders | Record<string, string | string[] | number | undefined>;
  body: string;
}

export interface SpelledRequest {
  method: string;
  /** The plain path and query, `/identity/sign-in?x=1`. */
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}

/**
 * `url` (a path with its query) as `spelling` spells it: the first letter of the path percent-encoded
 * (`/%69dentity/sign-in`), or the absolute form a proxy is sent (`http://127.0.0.1:1234/identity/sign-in`).
 * A path with no letter to encode stays as it is.
 */
export function spell(url: string, spelling: Spelling, origin: string): string {
  switch (spelling) {
    case 'plain':
      return url;
    case 'percent-encoded':
      return url.replace(
        /^\/([A-Za-z0-9])/,
        (_match, first: string) => `/%${first.charCodeAt(0).toString(16)}`,
      );
    case 'absolute-form':
      return `${origin}${url}`;
  }
}

/** Where `app` listens: it must have been started with `listen`. */
export function originOf(app: FastifyInstance): string {
  const { address, port } = app.server.address() as AddressInfo;
  return `http://${address}:${port}`;
}

/**
 * Sends `request` with its target spelled as `spelling` over a real socket to `app`, which must listen on
 * loopback: light-my-request turns any URL into a path, so it cannot send the absolute form. Headers go out
 * exactly as given, unchecked, as a raw client may send them.
 */
export function sendSpelled(
  app: FastifyInstance,
  request: SpelledRequest,
  spelling: Spelling,
): Promise<SpelledResponse> {
  const origin = originOf(app);
  const { hostname, port } = new URL(origin);
  // As a flat list of names and values, Node writes the headers without checking them, and adds none:
  // neither Host nor the body's length, which a GET with a body would otherwise go without.
  const headers = Object.entries({
    host: `${hostname}:${port}`,
    ...request.headers,
    ...(request.payload === undefined
      ? {}
      : { 'content-length': String(Buffer.byteLength(request.payload)) }),
  }).flat();
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: hostname,
        port,
        method: request.method,
        path: spell(request.url, spelling, origin),
        headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            statusCode: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.payload);
  });
}
