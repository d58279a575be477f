import { Link, useRouterState } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { LogIn, Settings, UserPlus } from 'lucide-react';
import { useCurrentUser } from '../../auth/auth-provider';
import { Avatar } from '../ui/avatar';
import { buttonClasses } from '../ui/button';
import { PersonName } from '../ui/person-name';

/** The page a visitor is on, as the path to come back to after logging in or signing up. */
function useReturnToPath(): string {
  return useRouterState({ select: ({ location }) => `${location.pathname}${location.searchStr}` });
}

const SIGNED_OUT_ENTRIES = [
  { to: '/login', label: 'Log in', Icon: LogIn, variant: 'outline' },
  { to: '/register', label: 'Sign up', Icon: UserPlus, variant: 'primary' },
] as const;

/**
 * "Log in" and "Sign up" for a signed-out visitor, who otherwise meets them only at a guarded action:
 * buttons side by side on the phone's header, stacked in the sidebar, icons in a collapsed sidebar.
 */
export function SignedOutEntries({ layout }: { layout: 'header' | 'sidebar' | 'collapsed' }) {
  const returnToPath = useReturnToPath();
  return (
    <div
      className={clsx(
        'flex gap-2',
        layout !== 'header' && 'flex-col',
        layout === 'collapsed' && 'items-center',
      )}
    >
      {SIGNED_OUT_ENTRIES.map(({ to, label, Icon, variant }) =>
        layout === 'collapsed' ? (
          <Link
            key={to}
            to={to}
            search={{ returnToPath }}
            aria-label={label}
            title={label}
            className="flex size-11 items-center justify-center rounded-xl text-ink transition hover:bg-sand"
          >
            <Icon aria-hidden className="size-5" />
          </Link>
        ) : (
          <Link
            key={to}
            to={to}
            search={{ returnToPath }}
            className={buttonClasses({ variant, className: clsx(layout === 'sidebar' && 'w-full') })}
          >
            {label}
          </Link>
        ),
      )}
    </div>
  );
}

/** The foot of the desktop sidebar: who is signed in, with the way to settings; or the way in. */
export function SidebarAccount({ collapsed }: { collapsed: boolean }) {
  const auth = useCurrentUser();
  if (auth.status === 'loading') return null;
  if (!auth.user) return <SignedOutEntries layout={collapsed ? 'collapsed' : 'sidebar'} />;
  const settingsLink = (
    <Link
      to="/settings"
      aria-label="Settings"
      title="Settings"
      className="flex size-11 shrink-0 items-center justify-center rounded-xl text-ink-muted transition hover:bg-sand hover:text-ink"
      activeProps={{ className: 'bg-sand text-ink' }}
    >
      <Settings aria-hidden className="size-5" strokeWidth={1.75} />
    </Link>
  );
  if (collapsed) return <div className="flex justify-center">{settingsLink}</div>;
  return (
    <div className="flex items-center gap-1">
      <Link
        to="/profiles/$id"
        params={{ id: auth.user.id }}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-xl px-2 py-2 transition hover:bg-sand/70"
      >
        <Avatar url={auth.user.avatarUrl} size={36} />
        <PersonName person={auth.user} />
      </Link>
      {settingsLink}
    </div>
  );
}
