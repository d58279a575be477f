import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { SignInPromptProvider } from '../auth/sign-in-prompt';
import { AppShell } from '../components/layout/app-shell';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  return (
    <SignInPromptProvider>
      <AppShell>
        <Outlet />
      </AppShell>
    </SignInPromptProvider>
  );
}
