import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { SignInPromptProvider } from '../auth/sign-in-prompt';
import { VerifyEmailSheetHost } from '../auth/verify-email/verify-email-host';
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
      <VerifyEmailSheetHost />
    </SignInPromptProvider>
  );
}
