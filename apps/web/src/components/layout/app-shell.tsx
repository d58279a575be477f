import { useRouterState } from '@tanstack/react-router';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { BottomNav } from './bottom-nav';
import { isAuthScreen, isBottomNavHidden } from './chrome-visibility';
import { Sidebar } from './sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

/**
 * The page frame: sidebar on desktop, bottom navigation on phones, and the content column between
 * (max-w-md on phones, max-w-6xl on desktop). Auth screens get the bare column.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const withSidebar = !isAuthScreen(pathname);
  const withBottomNav = !isBottomNavHidden(pathname);

  return (
    <div className="min-h-dvh">
      <SkipLink />
      {withSidebar && <Sidebar collapsed={collapsed} onToggle={toggleCollapsed} />}
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className={clsx(
          'transition-[padding] duration-200 focus:outline-none',
          withSidebar && (collapsed ? 'md:pl-16' : 'md:pl-64'),
          withBottomNav && 'pb-[calc(3.5rem+env(safe-area-inset-bottom))] md:pb-0',
        )}
      >
        <div className="mx-auto w-full max-w-md md:max-w-6xl">{children}</div>
      </main>
      {withBottomNav && <BottomNav />}
    </div>
  );
}
