import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import {
  MAILED_NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  type MailedNotificationKind,
} from '@stylebook/contracts';
import { clsx } from 'clsx';
import { useCurrentUser } from '../../auth/auth-provider';
import { requireSignedIn } from '../../auth/require-signed-in';
import { Screen } from '../../components/screen';
import { useToast } from '../../components/ui/toast';
import { formErrorMessage } from '../../lib/form-error';
import { notificationPreferencesQueryOptions, useSetNotificationMail } from '../../queries/notifications';
import { LoadFailed } from './-components/load-failed';

export const Route = createFileRoute('/settings/notifications')({
  beforeLoad: requireSignedIn,
  component: NotificationSettingsScreen,
});

function NotificationSettingsScreen() {
  return (
    <Screen
      title="Notifications"
      description="Choose what we email you about. Everything still shows under the bell."
      backFallback="/settings"
    >
      <div className="max-w-xl">
        <MailPreferences />
        <p className="mt-4 px-1 text-[13px] leading-5 text-ink-muted">
          We send at most one notifications email a day. Receipts for subscription renewals and failed
          payments are always emailed.
        </p>
      </div>
    </Screen>
  );
}

function MailPreferences() {
  const auth = useCurrentUser();
  const viewerId = auth.user?.id ?? '';
  const preferences = useQuery({
    ...notificationPreferencesQueryOptions(viewerId),
    enabled: viewerId !== '',
  });
  const setMail = useSetNotificationMail(viewerId);
  const toast = useToast();

  if (preferences.status === 'pending')
    return <p className="text-sm text-ink-subtle">Loading preferences…</p>;
  if (preferences.status === 'error') {
    return (
      <LoadFailed
        title="We couldn't load your preferences"
        error={preferences.error}
        onRetry={() => void preferences.refetch()}
      />
    );
  }
  const toggle = (kind: MailedNotificationKind, on: boolean) =>
    setMail.mutate(
      { kind, on },
      { onError: (error) => toast.show(formErrorMessage(error), { type: 'error' }) },
    );
  return (
    <section>
      <h2 className="mb-2 px-1 text-xs font-semibold tracking-[0.08em] text-ink-muted uppercase">
        Email me about
      </h2>
      <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
        {MAILED_NOTIFICATION_KINDS.map((kind) => {
          const on = preferences.data.mail[kind];
          const label = NOTIFICATION_KIND_LABELS[kind];
          return (
            <li key={kind}>
              <label className="flex cursor-pointer items-center gap-4 px-4 py-3.5">
                <span className="flex-1 text-[15px] font-medium text-ink">{label}</span>
                <button
                  type="button"
                  role="switch"
                  aria-checked={on}
                  aria-label={label}
                  onClick={() => toggle(kind, !on)}
                  className={clsx(
                    'relative h-7 w-12 shrink-0 rounded-full transition-colors',
                    on ? 'bg-ink' : 'bg-line',
                  )}
                >
                  <span
                    aria-hidden
                    className={clsx(
                      'absolute top-0.5 left-0.5 size-6 rounded-full bg-white shadow transition-transform',
                      on && 'translate-x-5',
                    )}
                  />
                </button>
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
