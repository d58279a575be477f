import { useCallback, useState } from 'react';

const SIDEBAR_COLLAPSED_KEY = 'stylebook.sidebarCollapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The sidebar's collapsed state, remembered across visits. */
export function useSidebarCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      const next = !current;
      try {
        localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(next));
      } catch {
        // Without storage the choice lasts for this page only.
      }
      return next;
    });
  }, []);
  return [collapsed, toggle];
}
