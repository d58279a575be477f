import { useCallback, useSyncExternalStore } from 'react';

const SIDEBAR_COLLAPSED_KEY = 'stylebook.sidebarCollapsed';

/** The sidebars of this page, told when the choice changes. */
const listeners = new Set<() => void>();
/** The choice for this page when storage is unavailable. */
let collapsedWithoutStorage = false;

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    return collapsedWithoutStorage;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A page drawn on the server, and the hydration that matches it, show the sidebar open. */
const openOnServer = () => false;

/** The sidebar's collapsed state, remembered across visits. */
export function useSidebarCollapsed(): [collapsed: boolean, toggle: () => void] {
  const collapsed = useSyncExternalStore(subscribe, readCollapsed, openOnServer);
  const toggle = useCallback(() => {
    const next = !readCollapsed();
    collapsedWithoutStorage = next;
    try {
      localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(next));
    } catch {
      // Without storage the choice lasts for this page only.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [collapsed, toggle];
}
