import type { PaidSubscription, SubscriptionPrice } from '@stylebook/contracts';
import { Link } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { BadgeCheck, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useCurrentUser } from '../../auth/auth-provider';
import { useRequireAuth } from '../../auth/require-auth';
import { formatMoney } from '../../lib/money';
import { newIdempotencyKey } from '../../queries/wallet';
import { buttonClasses } from '../ui/button';
import type { ButtonSize } from '../ui/button';
import { PaidSubscribeSheet } from './paid-subscribe-sheet';
import type { PaidSubscribeIntent } from './paid-subscribe-sheet';
import { isUnlocking, periodLabel } from './paid-subscription-state';

interface PaidSubscribeButtonProps {
  stylist: { id: string; username: string };
  price: SubscriptionPrice | null;
  paidSubscription: PaidSubscription | null;
  size?: ButtonSize;
  className?: string;
}

/**
 * A paid subscription to a stylist with a price: "Subscribe · $9.99/month" opens the confirmation; a
 * paying subscriber sees their status instead, linked to where they manage it.
 */
export function PaidSubscribeButton({
  stylist,
  price,
  paidSubscription,
  size = 'lg',
  className,
}: PaidSubscribeButtonProps) {
  const auth = useCurrentUser();
  const requireAuth = useRequireAuth();
  const [intent, setIntent] = useState<PaidSubscribeIntent | null>(null);
  if (auth.user?.id === stylist.id) return null;

  // The sheet stays mounted when the button turns into the subscriber's status, so it can close itself.
  const sheet = <PaidSubscribeSheet intent={intent} onClose={() => setIntent(null)} />;
  if (paidSubscription && isUnlocking(paidSubscription)) {
    return (
      <>
        <Link
          to="/settings/subscriptions/manage"
          className={buttonClasses({ variant: 'outline', size, className: clsx('min-w-11', className) })}
        >
          <BadgeCheck aria-hidden className="size-4" />
          Paid subscriber · {periodLabel(paidSubscription)}
        </Link>
        {sheet}
      </>
    );
  }
  if (!price) return sheet;

  return (
    <>
      <button
        type="button"
        onClick={() => {
          requireAuth(() => setIntent({ stylist, price, idempotencyKey: newIdempotencyKey() }));
        }}
        className={buttonClasses({ size, className: clsx('min-w-11', className) })}
      >
        <Sparkles aria-hidden className="size-4" />
        Subscribe · {formatMoney(price)}/month
      </button>
      {sheet}
    </>
  );
}
