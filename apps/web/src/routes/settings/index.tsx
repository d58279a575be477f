import { Link, createFileRoute } from '@tanstack/react-router';
import { ChevronRight, LogOut } from 'lucide-react';
import { useCurrentUser } from '../../auth/auth-provider';
import { requireSignedIn } from '../../auth/require-signed-in';
import { Screen } from '../../components/screen';
import { Avatar } from '../../components/ui/avatar';
import { settingsGroups } from './-components/settings-groups';
import { SettingsLinks } from './-components/settings-links';

export const Route = createFileRoute('/settings/')({
  beforeLoad: requireSignedIn,
  component: SettingsScreen,
});

function SettingsScreen() {
  const auth = useCurrentUser();
  if (!auth.user) return null;
  const user = auth.user;

  return (
    <Screen title="Settings" description="Your account, money, subscriptions and support." backFallback="/">
      <div className="max-w-xl">
        <Link
          to="/profiles/$id"
          params={{ id: user.id }}
          className="mb-8 flex items-center gap-4 rounded-2xl border border-line bg-surface p-4 transition hover:bg-sand/60"
        >
          <Avatar url={user.avatarUrl} size={56} />
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="sr-only">Your profile: </span>
            <span className="flex items-center gap-2">
              <span className="truncate text-[17px] font-semibold text-ink">{user.name}</span>
              {user.role === 'STYLIST' && (
                <span className="rounded-full bg-sand px-2 py-0.5 text-xs font-semibold text-ink">
                  Stylist
                </span>
              )}
            </span>
            <span className="truncate text-[14px] text-ink-muted">@{user.username}</span>
            <span className="truncate text-[13px] text-ink-muted">{user.email}</span>
          </span>
          <ChevronRight aria-hidden className="size-4 shrink-0 text-ink-subtle" />
        </Link>
        {settingsGroups(user).map((group) => (
          <SettingsLinks key={group.heading} heading={group.heading} links={group.links} />
        ))}
        <Link
          to="/logout"
          className="flex items-center justify-center gap-2 rounded-2xl border border-line bg-surface px-4 py-3.5 text-[15px] font-semibold text-red-700 transition hover:bg-red-50"
        >
          <LogOut aria-hidden className="size-4" />
          Log out
        </Link>
      </div>
    </Screen>
  );
}
