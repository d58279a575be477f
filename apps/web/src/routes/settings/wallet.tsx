import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useCurrentUser } from '../../auth/auth-provider';
import { requireSignedIn } from '../../auth/require-signed-in';
import { walletSearch } from '../../lib/search-params';
import { Screen } from '../../components/screen';
import { Alert } from '../../components/ui/alert';
import { walletQueryOptions } from '../../queries/wallet';
import { LoadFailed } from './-components/load-failed';
import { SettingsSection } from './-components/settings-section';
import { TopUpForm } from './-components/top-up-form';
import { WalletBalances } from './-components/wallet-balances';
import { WalletHistory } from './-components/wallet-history';

export const Route = createFileRoute('/settings/wallet')({
  validateSearch: walletSearch,
  beforeLoad: requireSignedIn,
  component: WalletScreen,
});

function WalletScreen() {
  const auth = useCurrentUser();
  const { topUp } = Route.useSearch();
  const viewerId = auth.user?.id ?? '';
  const wallet = useQuery({ ...walletQueryOptions(viewerId), enabled: viewerId !== '' });
  if (!auth.user) return null;
  const isStylist = auth.user.role === 'STYLIST';

  return (
    <Screen
      title="Wallet"
      description={
        isStylist
          ? 'Your balance, top-ups, earnings and payouts.'
          : 'Your balance, top-ups and what you pay for subscriptions.'
      }
      backFallback="/settings"
    >
      <div className="flex max-w-xl flex-col gap-10">
        {topUp === 'success' && (
          <Alert tone="success">
            Payment received. Your balance updates as soon as the payment provider confirms it.
          </Alert>
        )}
        {topUp === 'cancelled' && <Alert tone="info">Top-up cancelled. No money was taken.</Alert>}
        {wallet.status === 'pending' && <p className="text-sm text-ink-subtle">Loading your wallet…</p>}
        {wallet.status === 'error' && (
          <LoadFailed
            title="We couldn't load your wallet"
            error={wallet.error}
            onRetry={() => void wallet.refetch()}
          />
        )}
        {wallet.status === 'success' && (
          <>
            <SettingsSection title="Balance">
              <WalletBalances
                balances={wallet.data.balances}
                payable={wallet.data.payable}
                canPayOut={isStylist}
              />
            </SettingsSection>
            <SettingsSection title="Top up">
              <TopUpForm provider={wallet.data.provider} />
            </SettingsSection>
          </>
        )}
        <SettingsSection title="History">
          <WalletHistory viewerId={viewerId} />
        </SettingsSection>
      </div>
    </Screen>
  );
}
