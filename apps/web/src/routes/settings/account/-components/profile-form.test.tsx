import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { UserProfile, UserProfileSummary } from '@stylebook/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../../components/ui/toast';
import { api } from '../../../../lib/api';
import { accountKeys } from '../../../../queries/account';
import { profileKeys } from '../../../../queries/keys';
import { ProfileForm } from './profile-form';

vi.mock('../../../../lib/api', () => ({
  api: { users: { update: vi.fn() }, uploads: { presign: vi.fn() } },
}));
vi.mock('../../../../auth/auth-provider', () => ({ useSession: () => ({ updateUser: vi.fn() }) }));

const summary: UserProfileSummary = {
  id: 'u1',
  username: 'amara',
  name: 'Amara',
  bio: null,
  avatarUrl: null,
  website: null,
  role: 'STYLIST',
};

describe('ProfileForm', () => {
  it('shows the saved name and bio on the person’s own cached profile at once', async () => {
    const saved = { ...summary, name: 'Amara Obi', bio: 'Quiet luxury' };
    vi.mocked(api.users.update).mockResolvedValue(saved);
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    queryClient.setQueryData(accountKeys.summary('u1'), summary);
    queryClient.setQueryData(profileKeys.detail('u1'), { ...summary, isMe: true } as UserProfile);
    render(
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <ProfileForm userId="u1" />
        </ToastProvider>
      </QueryClientProvider>,
    );

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Amara Obi' } });
    fireEvent.change(screen.getByLabelText('Bio'), { target: { value: 'Quiet luxury' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your profile has been saved')).toBeTruthy();
    await waitFor(() =>
      expect(queryClient.getQueryData<UserProfile>(profileKeys.detail('u1'))).toMatchObject({
        name: 'Amara Obi',
        bio: 'Quiet luxury',
      }),
    );
  });
});
