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
import { createAppRouter } from './router';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: retryOnce, refetchOnWindowFocus: false } },
});
const router = createAppRouter({ queryClient, auth: appSession });

void appSession.start();

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
