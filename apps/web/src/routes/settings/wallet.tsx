import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../components/screen';

export const Route = createFileRoute('/settings/wallet')({
  component: WalletScreen,
});

function WalletScreen() {
  return (
    <Screen
      title="Wallet"
      description="Your balance, top-ups, earnings and payouts."
      backFallback="/settings"
    />
  );
}
