import { useQuery } from '@tanstack/react-query';
import { Link, createFileRoute } from '@tanstack/react-router';
import { DEFAULT_CURRENCY } from '@stylebook/contracts';
import type { Currency, SubscriptionPrice } from '@stylebook/contracts';
import { useState } from 'react';
import { useCurrentUser } from '../../../auth/auth-provider';
import { requireSignedIn } from '../../../auth/require-signed-in';
import { Screen } from '../../../components/screen';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { formErrorMessage } from '../../../lib/form-error';
import { amountText, formatMoney } from '../../../lib/money';
import { profileQueryOptions } from '../../../queries/profile';
import { useSetSubscriptionPrice } from '../../../queries/wallet';
import { AmountWithCurrency, atMostOneTopUp, useAmountField } from '../-components/amount-field';
import { LoadFailed } from '../-components/load-failed';
import { SettingsSection } from '../-components/settings-section';

export const Route = createFileRoute('/settings/subscriptions/price')({
  beforeLoad: requireSignedIn,
  component: SubscriptionPriceScreen,
});

function SubscriptionPriceScreen() {
  const auth = useCurrentUser();
  const viewerId = auth.user?.id ?? '';
  const profile = useQuery({ ...profileQueryOptions(viewerId), enabled: viewerId !== '' });
  if (!auth.user) return null;

  return (
    <Screen
      title="Subscription price"
      description="Set the monthly price of a paid subscription to your profile."
      backFallback="/settings"
    >
      <div className="flex max-w-xl flex-col gap-10">
        {auth.user.role !== 'STYLIST' ? (
          <Alert tone="info">
            Only stylists take paid subscriptions. Your own paid subscriptions are under{' '}
            <Link to="/settings/subscriptions/manage" className="font-semibold underline underline-offset-4">
              Manage subscriptions
            </Link>
            .
          </Alert>
        ) : profile.status === 'pending' ? (
          <p className="text-sm text-ink-subtle">Loading your price…</p>
        ) : profile.status === 'error' ? (
          <LoadFailed
            title="We couldn't load your price"
            error={profile.error}
            onRetry={() => void profile.refetch()}
          />
        ) : (
          <PriceForm current={profile.data.subscriptionPrice} />
        )}
      </div>
    </Screen>
  );
}

/** The fields start at the saved price when the screen opens and keep what the stylist typed after a save. */
function PriceForm({ current }: { current: SubscriptionPrice | null }) {
  const auth = useCurrentUser();
  const toast = useToast();
  const setPrice = useSetSubscriptionPrice(auth.user?.id ?? '');
  const [currency, setCurrency] = useState<Currency>(current?.currency ?? DEFAULT_CURRENCY);
  const amount = useAmountField(currency, {
    initialText: current ? amountText(current.amount, current.currency) : '',
    limit: atMostOneTopUp(currency, 'A monthly price may be'),
  });

  return (
    <>
      <SettingsSection title="Monthly price">
        <p className="-mt-1 mb-4 text-[15px] leading-6 text-ink-muted">
          {current
            ? `Paid subscribers pay ${formatMoney(current)} a month and see your paid-only collections. You earn the price minus a 10% platform fee. Current subscribers get a lower price at their next renewal, and a higher one only if they accept it.`
            : 'You take no paid subscriptions now. Set a price to let people pay to see your paid-only collections; you earn the price minus a 10% platform fee.'}
        </p>
        <form
          noValidate
          onSubmit={amount.handleSubmit((minor) =>
            setPrice.mutate(
              { amount: minor, currency },
              {
                onSuccess: (price) =>
                  price && toast.show(`Price set to ${formatMoney(price)} a month`, { type: 'success' }),
              },
            ),
          )}
          className="flex flex-col gap-4"
        >
          <AmountWithCurrency
            label="Price per month"
            placeholder="9.99"
            amount={amount}
            currency={currency}
            onCurrencyChange={setCurrency}
          />
          {setPrice.isError && <Alert tone="error">{formErrorMessage(setPrice.error)}</Alert>}
          <button
            type="submit"
            disabled={setPrice.isPending}
            className={buttonClasses({ size: 'lg', className: 'self-start' })}
          >
            {setPrice.isPending ? 'Saving...' : 'Save price'}
          </button>
        </form>
      </SettingsSection>
      {current && (
        <SettingsSection title="Stop paid subscriptions" danger>
          <p className="mb-4 text-sm leading-6 text-ink-muted">
            Nobody new can take a paid subscription. Current subscribers keep access until the end of the
            period they paid for, and are not charged again.
          </p>
          <button
            type="button"
            disabled={setPrice.isPending}
            onClick={() =>
              setPrice.mutate(
                { amount: null },
                { onSuccess: () => toast.show('Paid subscriptions stopped', { type: 'success' }) },
              )
            }
            className={buttonClasses({ variant: 'danger' })}
          >
            Stop paid subscriptions
          </button>
        </SettingsSection>
      )}
    </>
  );
}
