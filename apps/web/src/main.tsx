// First, so that zod is configured before any chunk builds a schema.
import './lib/zod-without-eval';
import { QueryClient, hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { appSession } from './auth/app-session';
import { appRendered } from './lib/app-rendered';
import { adoptFeedSeed } from './lib/feed-seed';
import { retryOnce } from './lib/query-retry';
import { registerServiceWorker } from './lib/register-service-worker';
import { refreshAccountData } from './queries/account-data';
import { featuredSeedIn } from './queries/featured';
import { createAppRouter } from './router';
import { PAGE_STATE_ELEMENT_ID } from '@stylebook/contracts';
import type { PageState } from './ssr/page-state';
import './styles.css';

/** The state a server-rendered page came with (src/ssr/entry-server.tsx), or null for the client shell. */
function readPageState(): PageState | null {
  const json = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!json) return null;
  try {
    return JSON.parse(json) as PageState;
  } catch {
    return null;
  }
}

/**
 * Starts the app: hydrates a server-rendered page or draws the shell's. It runs in a task of its own, after the
 * one that evaluates the app's modules, so that on a phone neither holds the main thread for long.
 */
function startApp(): void {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryOnce,
        refetchOnWindowFocus: false,
        // Offline, a query fails at once instead of waiting for the network: a screen's loader would
        // otherwise never settle, and the person would see a blank page rather than the offline screen.
        networkMode: 'always',
      },
    },
  });
  const router = createAppRouter({ queryClient, auth: appSession, publicOrigin: window.location.origin });

  const pageState = readPageState();
  if (pageState) {
    hydrate(queryClient, pageState.queries);
    // The featured page in the markup was shuffled by the server's seed: this session continues that order.
    const seed = featuredSeedIn(pageState.queries);
    if (seed) adoptFeedSeed(seed);
  }

  // A hydrating page starts the session once it has hydrated: until then every API call waits for it, so no
  // answer of the signed-in person's can change the page while React matches it to the visitor's markup.
  const sessionStart = pageState?.status === 200 ? appRendered : Promise.resolve();
  void sessionStart
    .then(() => appSession.start())
    .then((auth) => {
      // The server drew what a visitor sees; a browser holding a session now asks again as itself.
      if (pageState && auth.status === 'signedIn') void refreshAccountData(queryClient);
    });
  registerServiceWorker();

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');

  const app = <App queryClient={queryClient} router={router} />;

  if (pageState?.status === 200 && root.hasChildNodes()) {
    // The route's loaders answer from the hydrated cache and its chunks are preloaded: the first render then
    // matches the server's markup. `ssr` tells the router it hydrates a server render, which it draws
    // without the Suspense boundary it adds around a page drawn in the browser alone.
    // Hydrating in a transition lets React yield to the browser between components (docs/decisions.md
    // "Server rendering"): the page is already drawn, and a tap during hydration is not held up behind it.
    router.ssr = { manifest: undefined };
    void router.load().then(() =>
      startTransition(() => {
        hydrateRoot(root, app);
      }),
    );
  } else if (pageState) {
    // A page the server could not show a visitor: its loaders ask again, as the person signed in here if
    // anyone is, and the server's markup stays until the browser's own page replaces it.
    void router.load().then(() => createRoot(root).render(app));
  } else {
    createRoot(root).render(app);
  }
}

setTimeout(startApp, 0);
