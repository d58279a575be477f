import { useCallback } from 'react';
import { useToast } from '../../../components/ui/toast';

/** Shares the current page through the system sheet, or copies its link where there is none. */
export function useSharePage(): (title: string) => Promise<void> {
  const toast = useToast();
  return useCallback(
    async (title: string) => {
      const url = window.location.href;
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title, url });
        } catch {
          // Dismissing the share sheet rejects; there is nothing to report.
        }
        return;
      }
      await navigator.clipboard.writeText(url);
      toast.show('Link copied', { type: 'success' });
    },
    [toast],
  );
}
