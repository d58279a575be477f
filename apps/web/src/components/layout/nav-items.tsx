import { useQueryClient } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { House, Search } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { useCurrentUser } from '../../auth/auth-provider';
import { useSignInPrompt } from '../../auth/sign-in-prompt';
import { refreshFeatured } from '../../queries/featured';
import { Avatar } from '../ui/avatar';
import { CreateMenu } from './create-menu';

export type NavLayout = 'bar' | 'sidebar';

/** Classes for one navigation control, so links and the create button look alike. */
export function navItemClasses(layout: NavLayout, active: boolean, collapsed: boolean): string {
  if (layout === 'bar') {
    return clsx(
      'flex size-[54px] items-center justify-center rounded-2xl transition',
      active ? 'text-ink' : 'text-ink-muted hover:text-ink',
    );
  }
  return clsx(
    'flex h-11 w-full items-center gap-3.5 rounded-xl text-[15px] transition',
    collapsed ? 'justify-center' : 'px-3',
    active ? 'bg-sand font-semibold text-ink' : 'text-ink-muted hover:bg-sand/70 hover:text-ink',
  );
}

function Label({ visible, children }: { visible: boolean; children: ReactNode }) {
  return visible ? <span className="truncate">{children}</span> : null;
}

/**
 * The four navigation items of docs/product.md §14, shared by the bottom bar and the sidebar. Each control's
 * aria-label is the item's name. Signed-out users tapping Search, Create or Profile see the sign-in prompt.
 */
export function NavItems({ layout, collapsed = false }: { layout: NavLayout; collapsed?: boolean }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const auth = useCurrentUser();
  const signInPrompt = useSignInPrompt();
  const queryClient = useQueryClient();
  const showLabels = layout === 'sidebar' && !collapsed;
  const iconClass = layout === 'bar' ? 'size-6' : 'size-[22px] shrink-0';
  const classes = (active: boolean) => navItemClasses(layout, active, collapsed);

  function promptSignedOut(returnToPath?: string) {
    return (event: MouseEvent) => {
      if (auth.status === 'signedIn') return;
      event.preventDefault();
      signInPrompt.open(returnToPath);
    };
  }

  /** On Featured already: back to the top of the feed, with fresh items. */
  function onFeaturedClick(event: MouseEvent) {
    if (pathname !== '/') return;
    event.preventDefault();
    // At once, not smoothly: the feed shrinks to its first page next, and a sentinel passed on the way up
    // would load the pages just dropped.
    window.scrollTo({ top: 0, behavior: 'instant' });
    void refreshFeatured(queryClient);
  }

  const featuredActive = pathname === '/';
  const searchActive = pathname === '/search';
  const profileActive = auth.user !== null && pathname.startsWith(`/profiles/${auth.user.id}`);
  const profileIcon = (
    <Avatar
      url={auth.user?.avatarUrl ?? null}
      size={layout === 'bar' ? 28 : 24}
      className={clsx(profileActive && 'ring-2 ring-ink ring-offset-2 ring-offset-canvas')}
    />
  );

  return (
    <>
      <li>
        <Link to="/" aria-label="Featured" onClick={onFeaturedClick} className={classes(featuredActive)}>
          <House aria-hidden className={iconClass} strokeWidth={featuredActive ? 2.25 : 1.75} />
          <Label visible={showLabels}>Featured</Label>
        </Link>
      </li>
      <li>
        <Link
          to="/search"
          aria-label="Search"
          onClick={promptSignedOut('/search')}
          className={classes(searchActive)}
        >
          <Search aria-hidden className={iconClass} strokeWidth={searchActive ? 2.25 : 1.75} />
          <Label visible={showLabels}>Search</Label>
        </Link>
      </li>
      <li>
        <CreateMenu
          className={classes(false)}
          iconClassName={iconClass}
          side={layout === 'bar' ? 'top' : 'right'}
          label={<Label visible={showLabels}>Create</Label>}
        />
      </li>
      <li>
        {auth.user ? (
          <Link
            to="/profiles/$id"
            params={{ id: auth.user.id }}
            aria-label="Profile"
            className={classes(profileActive)}
          >
            {profileIcon}
            <Label visible={showLabels}>Profile</Label>
          </Link>
        ) : (
          <Link to="/" aria-label="Profile" onClick={promptSignedOut()} className={classes(false)}>
            {profileIcon}
            <Label visible={showLabels}>Profile</Label>
          </Link>
        )}
      </li>
    </>
  );
}
