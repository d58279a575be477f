import { request as httpRequest, validateHeaderValue, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, HTTPMethods } from 'fastify';

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
  method: HTTPMethods;
  /** The plain path and query, `/identity/sign-in?x=1`. */
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}

/** `url` with the first letter of its path percent-encoded: `/%69dentity/sign-in`; without one, as it is. */
function percentEncoded(url: string): string {
  return url.replace(/^\/([A-Za-z0-9])/, (_match, first: string) => `/%${first.charCodeAt(0).toString(16)}`);
}

/** `url` in the absolute form a proxy is sent: `http://127.0.0.1:1234/identity/sign-in`. */
function absoluteForm(url: string, origin: string): string {
  // Escaped as light-my-request escapes a path for `inject`, so the two carry the same path and query.
  const { pathname, search } = new URL(url, origin);
  return `${origin}${pathname}${search}`;
}

/**
 * Sends `request` to `app` with its target spelled as `spelling`: in-process, or for the absolute form over
 * a real socket to where `app` listens on loopback, since light-my-request turns any URL into a path.
 */
export async function sendSpelled(
  app: FastifyInstance,
  request: SpelledRequest,
  spelling: Spelling,
): Promise<SpelledResponse> {
  if (spelling === 'absolute-form') return sendOverSocket(app, request);
  const url = spelling === 'percent-encoded' ? percentEncoded(request.url) : request.url;
  const { statusCode, headers, body } = await app.inject({ ...request, url });
  return { statusCode, headers, body };
}

/**
 * The spellings `request` can be sent in: the absolute form goes through Node's HTTP client, which refuses a
 * header value with a control character in it, as any HTTP client does.
 */
export function spellingsOf(request: SpelledRequest): Spelling[] {
  const sendable = Object.entries(request.headers ?? {}).every(([name, value]) => {
    try {
      validateHeaderValue(name, value);
      return true;
    } catch {
      return false;
    }
  });
  return sendable ? [...SPELLINGS] : SPELLINGS.filter((spelling) => spelling !== 'absolute-form');
}

function sendOverSocket(app: FastifyInstance, request: SpelledRequest): Promise<SpelledResponse> {
  const { address, port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: address,
        port,
        method: request.method,
        path: absoluteForm(request.url, `http://${address}:${port}`),
        // Node frames the body of a GET or DELETE by no length unless told it.
        headers: {
          ...request.headers,
          ...(request.payload === undefined ? {} : { 'content-length': Buffer.byteLength(request.payload) }),
        },
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
