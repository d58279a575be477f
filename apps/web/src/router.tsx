import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { ErrorScreen } from './components/error-screen';
import { NotFound } from './components/not-found';
import type { RouterContext } from './router-context';
import { routeTree } from './routeTree.gen';

/** The browser's router, or with `history` a server render's (which draws one address). */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    // Query's own cache decides freshness; the router should always ask it when preloading.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: ErrorScreen,
    defaultNotFoundComponent: NotFound,
    // Only in the browser: a server render has no scroll to restore, and the script it would write to do it
    // is inline, which the content security policy refuses.
    scrollRestoration: history === undefined,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
