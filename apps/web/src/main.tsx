// First, so that zod is configured before any chunk builds a schema.
import './lib/zod-without-eval';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { appSession } from './auth/app-session';
import { AuthProvider } from './auth/auth-provider';
import { ToastProvider } from './components/ui/toast';
import { retryOnce } from './lib/query-retry';
import { registerServiceWorker } from './lib/register-service-worker';
import { createAppRouter } from './router';
import './styles.css';

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
const router = createAppRouter({ queryClient, auth: appSession });

void appSession.start();
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthProvider session={appSession}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>,
);
