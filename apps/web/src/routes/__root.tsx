import { Outlet, createRootRouteWithContext, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { SignInPromptProvider } from '../auth/sign-in-prompt';
import { VerifyEmailSheetHost } from '../auth/verify-email/verify-email-host';
import { AppShell } from '../components/layout/app-shell';
import { markAppRendered } from '../lib/app-rendered';
import { PLAIN_PAGES, SITE_NAME } from '../lib/page-head';
import type { RouterContext } from '../router-context';
import { documentTitle } from '../ssr/head-html';

export const Route = createRootRouteWithContext<RouterContext>()({
  // What a page without a head of its own carries (a 404, a screen of one's own).
  head: () => ({
    meta: [{ title: SITE_NAME }, { name: 'description', content: PLAIN_PAGES.home.description }],
  }),
  component: RootLayout,
});

/**
 * Marks `<html>` once the app has rendered in the browser: for a page drawn on the server, once it has
 * hydrated and its buttons work (the end-to-end tests wait for it before they act).
 */
function HydratedMark() {
  useEffect(markAppRendered, []);
  return null;
}

/** Keeps the tab's title on the page's own ("{name} · Stylebook") as the person moves around the app. */
function DocumentTitle() {
  const matches = useRouterState({ select: (state) => state.matches });
  const title = documentTitle(matches);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

function RootLayout() {
  return (
    <SignInPromptProvider>
      <AppShell>
        <Outlet />
      </AppShell>
      <VerifyEmailSheetHost />
      <DocumentTitle />
      <HydratedMark />
    </SignInPromptProvider>
  );
}
