import { ApiError } from '@stylebook/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api';
import { Route } from '../login';

vi.mock('../../../lib/api', () => ({ api: { identity: { signIn: vi.fn() } } }));
vi.mock('../../../auth/account-session', () => ({ useEstablishSession: () => vi.fn() }));
vi.mock('./google-button', () => ({ useGoogleOffered: () => false, GoogleButton: () => null }));
vi.mock('@tanstack/react-router', () => ({
  // The route's options as given, with the search the screen reads: the screen alone, without a router.
  createFileRoute: () => (options: object) => ({ options, useSearch: () => ({}) }),
  useNavigate: () => vi.fn(),
  Link: ({ children }: { children: ReactNode }) => <a href="/">{children}</a>,
}));

describe('the login screen', () => {
  it('shows why a suspended account cannot sign in, in the server’s words (docs/product.md §20)', async () => {
    vi.mocked(api.identity.signIn).mockRejectedValue(
      new ApiError(403, 'This account has been suspended', 'ACCOUNT_SUSPENDED'),
    );
    const LoginScreen = Route.options.component as ComponentType;
    render(<LoginScreen />);

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'mara@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a-long-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect((await screen.findByRole('alert')).textContent).toBe('This account has been suspended');
    expect(api.identity.signIn).toHaveBeenCalledWith('mara@example.com', 'a-long-password');
  });
});
