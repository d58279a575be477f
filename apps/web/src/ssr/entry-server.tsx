// First, so that zod is configured before any module builds a schema (as in the browser's entry).
import '../lib/zod-without-eval';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { getSsrStatus } from '@tanstack/react-router/ssr/server';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { App } from '../app';
import { appSession } from '../auth/app-session';
import { sendApiCallsThrough } from '../lib/api';
import { createAppRouter } from '../router';
import { headTagsHtml } from './head-html';
import type {
  PageRenderer,
  PageRendererOptions,
  ServerRedirect,
  ServerRenderedPage,
} from '@stylebook/contracts';
import type { PageState } from './page-state';
import { settledQueries } from './settled-queries';

/**
 * The routes drawn on the server (docs/decisions.md "Server rendering"): the public pages a visitor, a
 * crawler or a link preview opens. Every other route keeps the client shell.
 */
const SERVER_RENDERED_ROUTES = new Set<string>([
  '/',
  '/products/$id',
  '/looks/$id/',
  '/collections/$id/',
  '/profiles/$id/',
  '/users/$id',
  '/sitemap',
  '/privacy',
  '/settings/about/privacy-policy',
  '/settings/about/terms-and-conditions',
]);

/** Draws each page as a signed-out visitor sees it: sessions live in the browser. */
export function createPageRenderer({ fetch, publicOrigin }: PageRendererOptions): PageRenderer {
  sendApiCallsThrough(fetch);
  void appSession.start();

  async function render(url: string): Promise<ServerRenderedPage | ServerRedirect | null> {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    });
    const router = createAppRouter(
      { queryClient, auth: appSession, publicOrigin },
      createMemoryHistory({ initialEntries: [url] }),
    );
    // Only the public pages, and addresses no route knows (a 404), are drawn here: another route's loader
    // could ask for a session the server never has.
    const [, , foundRoute] = router.getMatchedRoutes(new URL(url, publicOrigin).pathname);
    if (foundRoute && !SERVER_RENDERED_ROUTES.has(foundRoute.id)) return null;
    await router.load();
    const result = router._serverResult;
    if (result?.type === 'redirect') {
      const location = result.redirect.headers.get('Location') ?? result.redirect.options.href ?? '/';
      return { kind: 'redirect', status: result.redirect.status, location };
    }
    const matches = router.state.matches;
    const status = getSsrStatus(router);
    // Loaders start what they do not wait for (a feed, the price history); the page is drawn with it.
    await settledQueries(queryClient);
    const body = await renderToString(<App queryClient={queryClient} router={router} />);
    return {
      kind: 'page',
      status,
      head: headTagsHtml(router.state.matches),
      body,
      state: { queries: dehydrate(queryClient), status } satisfies PageState,
      routeIds: matches.map((match) => match.routeId),
    };
  }

  return { render };
}

/**
 * React's streaming renderer, read to the end once everything has resolved: the page is cached whole and its
 * status is known before the first byte, so there is nothing to gain from sending it in pieces.
 */
function renderToString(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    const stream = renderToPipeableStream(element, {
      // Whole, never split into boundaries revealed later by inline scripts (which the CSP refuses).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}
