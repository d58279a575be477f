import { Link, createFileRoute } from '@tanstack/react-router';
import type { UnsubscribeResult } from '@stylebook/contracts';
import { BellOff, CircleAlert, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { unsubscribedText } from '../components/notifications/notification-display';
import { StatusScreen } from '../components/status-screen';
import { buttonClasses } from '../components/ui/button';
import { api } from '../lib/api';
import { formErrorMessage } from '../lib/form-error';
import { unsubscribeSearch } from '../lib/search-params';
import { useRunOnce } from '../lib/use-run-once';

/** Where a notifications mail's unsubscribe link lands: one click turns that mail off, no sign-in needed. */
export const Route = createFileRoute('/unsubscribe')({
  validateSearch: unsubscribeSearch,
  component: UnsubscribeScreen,
});

const INVALID_LINK_MESSAGE = 'This unsubscribe link is not valid';

type Outcome =
  | { status: 'working' }
  | { status: 'done'; result: UnsubscribeResult }
  | { status: 'failed'; message: string };

function UnsubscribeScreen() {
  const { token } = Route.useSearch();
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { status: 'working' } : { status: 'failed', message: INVALID_LINK_MESSAGE },
  );

  useRunOnce(() => {
    if (!token) return;
    api.notifications
      .unsubscribe(token)
      .then((result) => setOutcome({ status: 'done', result }))
      .catch((error: unknown) => setOutcome({ status: 'failed', message: formErrorMessage(error) }));
  });

  const settings = (
    <Link to="/settings/notifications" className={buttonClasses({ variant: 'outline' })}>
      Notification settings
    </Link>
  );
  if (outcome.status === 'working') {
    return (
      <StatusScreen
        icon={<LoaderCircle aria-hidden className="size-6 animate-spin" />}
        title="Unsubscribing"
        description="Just a moment."
        action={null}
      />
    );
  }
  if (outcome.status === 'done') {
    return (
      <StatusScreen
        icon={<BellOff aria-hidden className="size-6" />}
        title="You are unsubscribed"
        description={`${unsubscribedText(outcome.result)} You still see everything under the bell, and can turn emails back on in settings.`}
        action={settings}
      />
    );
  }
  return (
    <StatusScreen
      icon={<CircleAlert aria-hidden className="size-6" />}
      title="We couldn't unsubscribe you"
      description={outcome.message}
      action={settings}
    />
  );
}
