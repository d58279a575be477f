import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AuthState } from '@stylebook/client';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast';
import { api } from '../../../lib/api';
import { ProfileNotFound } from './profile-not-found';

const invalidateRoute = vi.fn();
let auth: AuthState;

vi.mock('../../../lib/api', () => ({ api: { blocks: { list: vi.fn(), unblock: vi.fn() } } }));
vi.mock('../../../auth/auth-provider', () => ({ useCurrentUser: () => auth }));
vi.mock('@tanstack/react-router', () => ({
  useParams: () => ({ id: 'b' }),
  useRouter: () => ({ invalidate: invalidateRoute }),
  Link: ({ children }: { children: ReactNode }) => <a href="/">{children}</a>,
}));

const bea = {
  id: 'b',
  username: 'bea',
  name: 'Bea',
  avatarUrl: null,
  role: 'STYLIST' as const,
  bio: null,
  isSubscribed: false,
};

function renderScreen() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <ProfileNotFound />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const signedIn = { status: 'signedIn', user: { id: 'me' } } as AuthState;

describe('ProfileNotFound', () => {
  it('tells the one who blocked the person so, and unblocking loads the profile again', async () => {
    auth = signedIn;
    vi.mocked(api.blocks.list).mockResolvedValue({ items: [bea], pagination: { page: 1, pages: 1 } });
    vi.mocked(api.blocks.unblock).mockResolvedValue(undefined);
    renderScreen();

    expect(await screen.findByRole('heading', { name: 'You blocked @bea' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unblock' }));

    expect(await screen.findByText('Unblocked @bea')).toBeTruthy();
    expect(api.blocks.unblock).toHaveBeenCalledWith('b');
    await waitFor(() => expect(invalidateRoute).toHaveBeenCalled());
  });

  it('shows a person who blocked the viewer as it shows an unknown one: not there', async () => {
    auth = signedIn;
    vi.mocked(api.blocks.list).mockResolvedValue({ items: [], pagination: { page: 1, pages: 0 } });
    renderScreen();

    expect(await screen.findByRole('heading', { name: "This profile doesn't exist" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unblock' })).toBeNull();
  });

  it('asks nothing for a signed-out visitor', async () => {
    auth = { status: 'signedOut', user: null };
    vi.mocked(api.blocks.list).mockClear();
    renderScreen();

    expect(await screen.findByRole('heading', { name: "This profile doesn't exist" })).toBeTruthy();
    expect(api.blocks.list).not.toHaveBeenCalled();
  });
});
