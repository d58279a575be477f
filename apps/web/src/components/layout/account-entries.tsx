import { Link, useRouterState } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { LogIn, Settings, UserPlus } from 'lucide-react';
import { useCurrentUser } from '../../auth/auth-provider';
import { Avatar } from '../ui/avatar';
import { buttonClasses } from '../ui/button';

/** The page a visitor is on, as the path to come back to after logging in or signing up. */
function useReturnToPath(): string {
  return useRouterState({ select: ({ location }) => `${location.pathname}${location.searchStr}` });
}

/**
 * "Log in" and "Sign up" for a signed-out visitor, who otherwise meets them only at a guarded action. On
 * the phone's header they are small buttons; in a collapsed sidebar, icons.
 */
export function SignedOutEntries({ layout }: { layout: 'header' | 'sidebar' | 'collapsed' }) {
  const returnToPath = useReturnToPath();
  if (layout === 'collapsed') {
    const iconLink = 'flex size-11 items-center justify-center rounded-xl text-ink transition hover:bg-sand';
    return (
      <div className="flex flex-col items-center gap-1">
        <Link to="/login" search={{ returnToPath }} aria-label="Log in" title="Log in" className={iconLink}>
          <LogIn aria-hidden className="size-5" />
        </Link>
        <Link
          to="/register"
          search={{ returnToPath }}
          aria-label="Sign up"
          title="Sign up"
          className={iconLink}
        >
          <UserPlus aria-hidden className="size-5" />
        </Link>
      </div>
    );
  }
  const wide = layout === 'sidebar';
  return (
    <div className={clsx('flex gap-2', wide && 'flex-col')}>
      <Link
        to="/login"
        search={{ returnToPath }}
        className={buttonClasses({
          variant: wide ? 'primary' : 'outline',
          className: clsx(wide && 'w-full'),
        })}
      >
        Log in
      </Link>
      <Link
        to="/register"
        search={{ returnToPath }}
        className={buttonClasses({
          variant: wide ? 'outline' : 'primary',
          className: clsx(wide && 'w-full'),
        })}
      >
        Sign up
      </Link>
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
        <span className="flex min-w-0 flex-col">
          <span className="truncate text-sm font-semibold text-ink">{auth.user.name}</span>
          <span className="truncate text-[13px] text-ink-muted">@{auth.user.username}</span>
        </span>
      </Link>
      {settingsLink}
    </div>
  );
}
