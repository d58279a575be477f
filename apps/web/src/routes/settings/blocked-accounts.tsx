import { useInfiniteQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { UserListItem } from '@stylebook/contracts';
import { Ban } from 'lucide-react';
import { useCurrentUser } from '../../auth/auth-provider';
import { requireSignedIn } from '../../auth/require-signed-in';
import { Screen } from '../../components/screen';
import { Avatar } from '../../components/ui/avatar';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PersonName } from '../../components/ui/person-name';
import { ShowMore } from '../../components/ui/show-more';
import { blockedAccountsQueryOptions, useUnblock } from '../../queries/blocks';
import { LoadFailed } from './-components/load-failed';

export const Route = createFileRoute('/settings/blocked-accounts')({
  beforeLoad: requireSignedIn,
  component: BlockedAccountsScreen,
});

function BlockedAccountsScreen() {
  const auth = useCurrentUser();
  const viewerId = auth.user?.id ?? '';
  return (
    <Screen
      title="Blocked accounts"
      description="People you blocked. You don't see each other's profile, products, looks or collections."
      backFallback="/settings"
    >
      <div className="max-w-xl">{viewerId && <BlockedAccounts viewerId={viewerId} />}</div>
    </Screen>
  );
}

function BlockedAccounts({ viewerId }: { viewerId: string }) {
  const list = useInfiniteQuery(blockedAccountsQueryOptions(viewerId));
  if (list.status === 'pending') return <p className="text-sm text-ink-subtle">Loading…</p>;
  if (list.status === 'error') {
    return (
      <LoadFailed
        title="We couldn't load the people you blocked"
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const people = list.data.pages.flatMap((page) => page.items);
  if (people.length === 0) {
    return (
      <EmptyState icon={<Ban aria-hidden className="size-6" />} description="You haven't blocked anyone" />
    );
  }
  return (
    <>
      <ul
        aria-label="Blocked accounts"
        className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface"
      >
        {people.map((person) => (
          <BlockedAccount key={person.id} viewerId={viewerId} person={person} />
        ))}
      </ul>
      <ShowMore list={list} />
    </>
  );
}

/** No link: a blocked person's profile is hidden from the one who blocked them too. */
function BlockedAccount({ viewerId, person }: { viewerId: string; person: UserListItem }) {
  const unblock = useUnblock(viewerId);
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <Avatar url={person.avatarUrl} size={44} />
      <PersonName person={person} className="flex-1" />
      <button
        type="button"
        disabled={unblock.isPending}
        onClick={() => unblock.mutate(person)}
        aria-label={`Unblock @${person.username}`}
        className={buttonClasses({ variant: 'outline', className: 'h-11 shrink-0' })}
      >
        Unblock
      </button>
    </li>
  );
}
