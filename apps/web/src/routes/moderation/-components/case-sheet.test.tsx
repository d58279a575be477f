import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ModerationCase } from '@stylebook/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast';
import { api } from '../../../lib/api';
import { moderationKeys } from '../../../queries/moderation';
import { CaseSheet } from './case-sheet';

vi.mock('../../../lib/api', () => ({ api: { moderation: { act: vi.fn(), reinstate: vi.fn() } } }));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ children }: { children: ReactNode }) => <a href="/">{children}</a>,
}));

beforeEach(() => vi.clearAllMocks());

const owner = { id: 'o1', username: 'mara', name: 'Mara', avatarUrl: null, role: 'STYLIST' as const };

function openCase(target: Partial<ModerationCase['target']> = {}): ModerationCase {
  return {
    id: 'c1',
    status: 'open',
    target: {
      type: 'product',
      id: 'p1',
      title: 'Silk scarf',
      imageUrl: null,
      owner,
      ownerSuspended: false,
      ownerPaidSubscribers: 0,
      removed: false,
      ...target,
    },
    reasons: [
      { reason: 'spam', count: 1 },
      { reason: 'scam', count: 2 },
    ],
    reportCount: 3,
    firstReportedAt: new Date().toISOString(),
    details: [
      { reason: 'scam', details: 'Asks for a bank transfer.', createdAt: new Date().toISOString() },
      { reason: 'spam', details: '', createdAt: new Date().toISOString() },
    ],
    resolution: null,
  };
}

function renderSheet(moderationCase: ModerationCase) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData(moderationKeys.queue('me', 'open'), { pages: [], pageParams: [] });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <CaseSheet moderationCase={moderationCase} viewerId="me" onClose={onClose} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { queryClient, onClose };
}

const sheet = () => screen.getByRole('dialog', { name: 'Reported product' });

describe('CaseSheet', () => {
  it('shows the reasons and the reporters’ words, and removes with the note', async () => {
    vi.mocked(api.moderation.act).mockResolvedValue({ ...openCase(), status: 'resolved' });
    const { queryClient, onClose } = renderSheet(openCase());

    expect(within(sheet()).getByText('Scam · 2, Spam · 1')).toBeTruthy();
    expect(within(sheet()).getByText('Asks for a bank transfer.')).toBeTruthy();
    expect(within(sheet()).getByRole('button', { name: 'Dismiss' })).toBeTruthy();
    fireEvent.change(within(sheet()).getByLabelText('Note'), { target: { value: ' Fake listing ' } });
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Removed')).toBeTruthy();
    expect(api.moderation.act).toHaveBeenCalledWith('c1', { action: 'remove', note: 'Fake listing' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // The case leaves Open for Resolved.
    expect(queryClient.getQueryState(moderationKeys.queue('me', 'open'))?.isInvalidated).toBe(true);
  });

  it('dismisses without a note', async () => {
    vi.mocked(api.moderation.act).mockResolvedValue({ ...openCase(), status: 'resolved' });
    renderSheet(openCase());
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Report dismissed')).toBeTruthy();
    expect(api.moderation.act).toHaveBeenCalledWith('c1', { action: 'dismiss', note: undefined });
  });

  it('asks again before a suspension, saying whom it refunds', async () => {
    vi.mocked(api.moderation.act).mockResolvedValue({ ...openCase(), status: 'resolved' });
    renderSheet(openCase({ ownerPaidSubscribers: 1 }));

    fireEvent.click(within(sheet()).getByRole('button', { name: 'Suspend @mara' }));
    const confirm = await screen.findByRole('dialog', { name: 'Suspend @mara?' });
    expect(
      within(confirm).getByText(
        "They are signed out everywhere and can't sign in; their profile and everything they made are hidden.",
      ),
    ).toBeTruthy();
    expect(
      within(confirm).getByText('1 paid subscriber will be refunded for the rest of their period.'),
    ).toBeTruthy();
    expect(api.moderation.act).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Suspend' }));

    expect(await screen.findByText('@mara suspended')).toBeTruthy();
    expect(api.moderation.act).toHaveBeenCalledWith('c1', { action: 'suspend', note: undefined });
  });

  it('offers no removal of a person, and Reinstate for a suspended owner', async () => {
    vi.mocked(api.moderation.reinstate).mockResolvedValue(undefined);
    renderSheet(openCase({ type: 'user', ownerSuspended: true }));
    const profileSheet = screen.getByRole('dialog', { name: 'Reported profile' });

    expect(within(profileSheet).queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(within(profileSheet).queryByRole('button', { name: 'Suspend @mara' })).toBeNull();
    fireEvent.click(within(profileSheet).getByRole('button', { name: 'Reinstate @mara' }));

    expect(await screen.findByText('@mara reinstated')).toBeTruthy();
    expect(api.moderation.reinstate).toHaveBeenCalledWith('o1');
  });

  it('shows a resolved case’s outcome, with only Reinstate left to do', () => {
    renderSheet({
      ...openCase({ ownerSuspended: true }),
      status: 'resolved',
      resolution: {
        action: 'suspend',
        note: 'Repeated scams',
        moderator: { ...owner, id: 'm1', username: 'kit' },
        resolvedAt: new Date().toISOString(),
      },
    });

    expect(within(sheet()).getByText('Suspended')).toBeTruthy();
    expect(within(sheet()).getByText('Repeated scams')).toBeTruthy();
    expect(within(sheet()).getByRole('button', { name: 'Reinstate @mara' })).toBeTruthy();
    expect(within(sheet()).queryByRole('button', { name: 'Dismiss' })).toBeNull();
    expect(within(sheet()).queryByLabelText('Note')).toBeNull();
  });
});
