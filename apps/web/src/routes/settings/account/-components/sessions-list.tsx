import type { SessionSummary } from '@stylebook/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Monitor, Puzzle } from 'lucide-react';
import { Alert } from '../../../../components/ui/alert';
import { buttonClasses } from '../../../../components/ui/button';
import { api } from '../../../../lib/api';
import { formErrorMessage } from '../../../../lib/form-error';
import { accountKeys, accountSessionsQueryOptions } from '../../../../queries/account';

const CLIENT_LABELS: Record<SessionSummary['client'], string> = {
  web: 'Browser',
  extension: 'Browser extension',
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Every browser and extension signed in to the account; any but this one can be revoked. */
export function SessionsList() {
  const queryClient = useQueryClient();
  const sessions = useQuery(accountSessionsQueryOptions());
  const revoke = useMutation({
    mutationFn: (id: string) => api.identity.revokeSession(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });

  if (sessions.isPending) return <div aria-hidden className="h-32 animate-pulse rounded-2xl bg-sand" />;
  if (sessions.isError) return <Alert tone="error">{formErrorMessage(sessions.error)}</Alert>;

  return (
    <>
      {revoke.isError && (
        <div className="mb-3">
          <Alert tone="error">{formErrorMessage(revoke.error)}</Alert>
        </div>
      )}
      <ul
        aria-label="Signed-in devices and extensions"
        className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface"
      >
        {sessions.data.map((session) => {
          const Icon = session.client === 'extension' ? Puzzle : Monitor;
          return (
            <li key={session.id} className="flex items-center gap-4 px-4 py-3.5">
              <Icon aria-hidden className="size-5 shrink-0 text-ink-muted" strokeWidth={1.75} />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="text-[15px] font-medium text-ink">{CLIENT_LABELS[session.client]}</span>
                <span className="text-[13px] text-ink-muted">
                  Signed in {dateFormat.format(new Date(session.createdAt))} · Last active{' '}
                  {dateTimeFormat.format(new Date(session.lastUsedAt))}
                </span>
              </div>
              {session.current ? (
                <span className="shrink-0 rounded-full bg-sand px-2.5 py-1 text-xs font-semibold text-ink">
                  This device
                </span>
              ) : (
                <button
                  type="button"
                  onClick={() => revoke.mutate(session.id)}
                  disabled={revoke.isPending && revoke.variables === session.id}
                  className={buttonClasses({ variant: 'outline', className: 'shrink-0' })}
                >
                  Revoke
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
