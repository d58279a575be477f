import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the app sent to the Stripe API, its form-encoded body parsed. */
export interface StripeApiRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

/**
 * A local stand-in for the Stripe API on 127.0.0.1, for the `stripe` client's host/port/protocol options:
 * it records every request and creates Checkout Sessions (`cs_test_1`, …), or answers `failWith` instead.
 */
export async function startStripePeer() {
  const requests: StripeApiRequest[] = [];
  let sessions = 0;
  const peer = {
    requests,
    url: '',
    /** Set to answer every request with this status and a Stripe error body. */
    failWith: undefined as number | undefined,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        form: new URLSearchParams(body),
      });
      response.setHeader('content-type', 'application/json');
      if (peer.failWith) {
        response.statusCode = peer.failWith;
        response.end(JSON.stringify({ error: { type: 'api_error', message: 'Stripe peer refused' } }));
        return;
      }
      if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions') {
        response.statusCode = 404;
        response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such route' } }));
        return;
      }
      const id = `cs_test_${++sessions}`;
      response.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          payment_status: 'unpaid',
          url: `https://checkout.stripe.test/c/pay/${id}`,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  peer.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return peer;
}

export type StripePeer = Awaited<ReturnType<typeof startStripePeer>>;
