import { Link, useRouterState } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { PanelLeftClose, PanelLeftOpen, ShieldCheck } from 'lucide-react';
import { useCurrentUser } from '../../auth/auth-provider';
import { NotificationBell } from '../notifications/notification-bell';
import { Wordmark } from '../ui/wordmark';
import { SidebarAccount } from './account-entries';
import { FollowingLink } from './following-link';
import { NavItems, navItemClasses } from './nav-items';

interface SidebarProps {
  collapsed: boolean;
  onToggle: () => void;
}

/** Desktop navigation: 256px wide, 64px collapsed, hidden below md (docs/product.md §14). */
export function Sidebar({ collapsed, onToggle }: SidebarProps) {
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <aside
      aria-label="Sidebar"
      data-collapsed={collapsed}
      className={clsx(
        'fixed inset-y-0 left-0 z-40 hidden flex-col border-r border-line bg-canvas transition-[width] duration-200 md:flex',
        collapsed ? 'w-16' : 'w-64',
      )}
    >
      <div
        className={clsx(
          'flex h-20 shrink-0 items-center',
          collapsed ? 'justify-center' : 'justify-between pr-3 pl-6',
        )}
      >
        {!collapsed && <Wordmark />}
        <button
          type="button"
          onClick={onToggle}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
          className="flex size-10 items-center justify-center rounded-xl text-ink-muted transition hover:bg-sand hover:text-ink"
        >
          <ToggleIcon aria-hidden className="size-5" strokeWidth={1.75} />
        </button>
      </div>
      <nav aria-label="Main navigation" className={clsx('flex-1', collapsed ? 'px-2' : 'px-3')}>
        <ul className="flex flex-col gap-1">
          <NavItems layout="sidebar" collapsed={collapsed} />
          <li>
            <FollowingLink layout="sidebar" collapsed={collapsed} />
          </li>
          <li>
            <NotificationBell layout="sidebar" collapsed={collapsed} active={pathname === '/notifications'} />
          </li>
          <ModerationItem collapsed={collapsed} active={pathname.startsWith('/moderation')} />
        </ul>
      </nav>
      <div className={clsx('shrink-0 border-t border-line py-4', collapsed ? 'px-2' : 'px-3')}>
        <SidebarAccount collapsed={collapsed} />
      </div>
    </aside>
  );
}

/** The moderators' way to /moderation (docs/product.md §20); no one else is shown it. */
function ModerationItem({ collapsed, active }: { collapsed: boolean; active: boolean }) {
  const auth = useCurrentUser();
  if (!auth.user?.isModerator) return null;
  return (
    <li>
      <Link
        to="/moderation"
        aria-label="Moderation"
        title={collapsed ? 'Moderation' : undefined}
        className={navItemClasses('sidebar', active, collapsed)}
      >
        <ShieldCheck aria-hidden className="size-[22px] shrink-0" strokeWidth={active ? 2.25 : 1.75} />
        {!collapsed && <span className="truncate">Moderation</span>}
      </Link>
    </li>
  );
}
