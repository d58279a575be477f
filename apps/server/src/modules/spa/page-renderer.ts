import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderer, PageRendererModule } from '@stylebook/contracts';
import type { FastifyInstance } from 'fastify';

/** Where `vite build --ssr` writes the web app's page renderer: beside the browser's build, never served. */
export function pageRendererPath(webDist: string): string {
  return path.join(webDist, '..', 'dist-ssr', 'entry-server.js');
}

/**
 * The server and visitor a render is for: its API calls go to that server (one process may hold several, as
 * tests do) and spend that visitor's rate-limit budget, not everyone's.
 */
const renderingFor = new AsyncLocalStorage<{ app: FastifyInstance; visitorIp: string }>();

/**
 * A `fetch` that answers from the rendering server's own routes in process (Fastify's inject): a render's
 * API calls go through the same validation, visibility rules and caches as a browser's, without a socket.
 */
const inProcessFetch: typeof fetch = async (input, init) => {
  const render = renderingFor.getStore();
  if (!render) throw new Error('an API call of the page renderer outside a render');
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://render.local');
  const headers = Object.fromEntries(new Headers(init?.headers).entries());
  const reply = await render.app.inject({
    method: (init?.method ?? 'GET') as 'GET',
    url: `${url.pathname}${url.search}`,
    headers,
    payload: typeof init?.body === 'string' ? init.body : undefined,
    remoteAddress: render.visitorIp,
  });
  const replyHeaders = new Headers();
  for (const [name, value] of Object.entries(reply.headers)) {
    if (value !== undefined) replyHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  const hasBody = reply.statusCode !== 204 && reply.statusCode !== 304;
  return new Response(hasBody ? reply.rawPayload : null, { status: reply.statusCode, headers: replyHeaders });
};

/**
 * The web app's page renderer, or null when the web app was built without it (`npm run build` builds it):
 * the server then answers every page with the client shell.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDist: string,
  publicOrigin: string,
): Promise<{ render(url: string, visitorIp: string): ReturnType<PageRenderer['render']> } | null> {
  const modulePath = pageRendererPath(webDist);
  if (!existsSync(modulePath)) return null;
  const { createPageRenderer } = (await import(pathToFileURL(modulePath).href)) as PageRendererModule;
  const renderer = createPageRenderer({ fetch: inProcessFetch, publicOrigin });
  return {
    render: (url, visitorIp) => renderingFor.run({ app, visitorIp }, () => renderer.render(url)),
  };
}
