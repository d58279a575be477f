import { useRouterState } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { NotificationBell } from '../notifications/notification-bell';
import { Wordmark } from '../ui/wordmark';
import { SidebarAccount } from './account-entries';
import { NavItems } from './nav-items';

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
            <NotificationBell layout="sidebar" collapsed={collapsed} active={pathname === '/notifications'} />
          </li>
        </ul>
      </nav>
      <div className={clsx('shrink-0 border-t border-line py-4', collapsed ? 'px-2' : 'px-3')}>
        <SidebarAccount collapsed={collapsed} />
      </div>
    </aside>
  );
}
