import { Link } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { Bell } from 'lucide-react';
import { navItemClasses } from '../layout/nav-items';
import { bellLabel, unreadBadge } from './notification-display';

export interface BellPlacement {
  /** In the phone's header (an icon), or in the desktop sidebar (a navigation row). */
  layout: 'header' | 'sidebar';
  collapsed?: boolean;
  active?: boolean;
}

/** The link to /notifications, with `count` unread shown on the bell and said to screen readers. */
export function BellLink({
  layout,
  collapsed = false,
  active = false,
  count,
}: BellPlacement & { count: number }) {
  const badge = unreadBadge(count);
  // The icon comes after the label in the markup (a space between) and first on screen, so the visible text
  // reads "Notifications 3", as the accessible name does (WCAG 2.5.3, Label in Name).
  const icon = (
    <span className="relative order-first flex shrink-0">
      <Bell
        aria-hidden
        className={layout === 'header' ? 'size-6' : 'size-[22px]'}
        strokeWidth={active ? 2.25 : 1.75}
      />
      {badge && (
        <span
          aria-hidden
          data-testid="unread-badge"
          className="absolute -top-1.5 -right-2 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-semibold text-white ring-2 ring-canvas"
        >
          {badge}
        </span>
      )}
    </span>
  );
  return (
    <Link
      to="/notifications"
      aria-label={bellLabel(count)}
      title={collapsed ? 'Notifications' : undefined}
      className={
        layout === 'header'
          ? clsx(
              'flex size-11 items-center justify-center rounded-xl transition hover:bg-sand',
              active ? 'text-ink' : 'text-ink-muted',
            )
          : navItemClasses('sidebar', active, collapsed)
      }
    >
      {layout === 'sidebar' && !collapsed && <span className="truncate">Notifications</span>} {icon}
    </Link>
  );
}
