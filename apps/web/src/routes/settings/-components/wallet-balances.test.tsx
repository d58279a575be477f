import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@stylebook/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast';
import { api } from '../../../lib/api';
import { WalletBalances } from './wallet-balances';

vi.mock('../../../lib/api', () => ({ api: { wallet: { payout: vi.fn() } } }));
vi.mock('../../../auth/auth-provider', () => ({ useCurrentUser: () => ({ user: { id: 'stylist' } }) }));

function renderBalances(payable: { amount: number; currency: 'USD' }[]) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <WalletBalances balances={[{ amount: 1900, currency: 'USD' }]} payable={payable} canPayOut />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('WalletBalances', () => {
  it('offers no payout of money that was only topped up', () => {
    renderBalances([{ amount: 0, currency: 'USD' }]);
    expect(screen.getByText('USD available · $0.00 earned to pay out')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request payout' })).toBeNull();
  });

  it('starts a payout at the earned money, refuses more, and shows the server’s refusal', async () => {
    vi.mocked(api.wallet.payout).mockRejectedValue(
      new ApiError(422, 'Only money you earned can be paid out: up to $8 now', 'PAYOUT_EXCEEDS_EARNINGS'),
    );
    renderBalances([{ amount: 900, currency: 'USD' }]);
    expect(screen.getByText('USD available · $9.00 earned to pay out')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Request payout' }));
    const amount = screen.getByLabelText<HTMLInputElement>('Amount (USD)');
    expect(amount.value).toBe('9.00');

    fireEvent.change(amount, { target: { value: '9.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payout' }));
    expect(await screen.findByText('You can pay out up to $9.00')).toBeTruthy();
    expect(api.wallet.payout).not.toHaveBeenCalled();

    fireEvent.change(amount, { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payout' }));
    expect(await screen.findByText('Only money you earned can be paid out: up to $8 now')).toBeTruthy();
    expect(api.wallet.payout).toHaveBeenCalledWith({ amount: 900, currency: 'USD' }, expect.any(String));
  });
});
