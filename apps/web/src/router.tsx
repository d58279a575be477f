import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { Session } from '@stylebook/client';
import { ErrorScreen } from './components/error-screen';
import { NotFound } from './components/not-found';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
  auth: Session;
  /** Where canonical and share URLs point: this page's origin, or `PUBLIC_ORIGIN` in a server render. */
  publicOrigin: string;
}

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
