import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthProvider, useCurrentUser } from './auth-provider';
import { createSession } from '@stylebook/client';

function AuthStatus() {
  const auth = useCurrentUser();
  return <p>{auth.status === 'signedIn' ? auth.user.username : auth.status}</p>;
}

describe('useCurrentUser', () => {
  it('throws outside AuthProvider', () => {
    expect(() => renderHook(() => useCurrentUser())).toThrow(
      'useCurrentUser must be used within AuthProvider',
    );
  });

  it('follows the session from loading to signed in', async () => {
    const session = createSession();
    render(
      <AuthProvider session={session}>
        <AuthStatus />
      </AuthProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();

    act(() =>
      session.establish({
        token: 't',
        refreshToken: 'r',
        expiresIn: 900,
        user: {
          id: '4a1f3f57-2d0c-4c55-9b0a-7f6b0fcb6f0e',
          email: 'ines@example.com',
          emailVerified: false,
          username: 'ines',
          name: 'Inès',
          avatarUrl: null,
          role: 'USER',
          isModerator: false,
        },
      }),
    );
    expect(await screen.findByText('ines')).toBeTruthy();
  });
});
