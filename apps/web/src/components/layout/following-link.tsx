import { Link, useRouterState } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { UsersRound } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useCurrentUser } from '../../auth/auth-provider';
import { useSignInPrompt } from '../../auth/sign-in-prompt';
import { navItemClasses } from './nav-items';

/**
 * The way to the Following feed (docs/product.md §22): beside the bell in Featured's header on phones, a row
 * of the sidebar on desktops. A signed-out visitor gets the sign-in prompt instead.
 */
export function FollowingLink({
  layout,
  collapsed = false,
}: {
  layout: 'header' | 'sidebar';
  collapsed?: boolean;
}) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const auth = useCurrentUser();
  const signInPrompt = useSignInPrompt();
  const active = pathname === '/following';

  function promptSignedOut(event: MouseEvent) {
    if (auth.status === 'signedIn') return;
    event.preventDefault();
    signInPrompt.open('/following');
  }

  return (
    <Link
      to="/following"
      aria-label="Following"
      title={collapsed ? 'Following' : undefined}
      onClick={promptSignedOut}
      className={
        layout === 'header'
          ? clsx(
              'flex h-11 items-center gap-1.5 rounded-xl px-2.5 text-sm font-semibold transition hover:bg-sand',
              active ? 'text-ink' : 'text-ink-muted',
            )
          : navItemClasses('sidebar', active, collapsed)
      }
    >
      <UsersRound
        aria-hidden
        className={layout === 'header' ? 'size-5' : 'size-[22px] shrink-0'}
        strokeWidth={active ? 2.25 : 1.75}
      />
      {(layout === 'header' || !collapsed) && <span className="truncate">Following</span>}
    </Link>
  );
}
