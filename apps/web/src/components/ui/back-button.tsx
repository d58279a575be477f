import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { ArrowLeft } from 'lucide-react';

/** Where a back button goes when there is no history to return to (e.g. after opening a deep link). */
export type BackFallback = '/' | '/settings' | '/settings/account' | '/settings/about';

/**
 * Back to the previous screen, or to `fallback` when the page was opened directly. `floating` sits over a
 * full-width photo on phones (product, look, collection), where the desktop has the sidebar to go back with.
 */
export function BackButton({
  fallback,
  floating = false,
  className,
}: {
  fallback: BackFallback;
  floating?: boolean;
  className?: string;
}) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <button
      type="button"
      aria-label="Back"
      onClick={() => (canGoBack ? router.history.back() : void router.navigate({ to: fallback }))}
      className={clsx(
        'flex size-10 items-center justify-center rounded-full text-ink transition',
        floating
          ? 'absolute top-[max(0.75rem,env(safe-area-inset-top))] left-3 z-10 bg-canvas/90 shadow-sm backdrop-blur-sm hover:bg-canvas md:hidden'
          : 'hover:bg-sand',
        className,
      )}
    >
      <ArrowLeft aria-hidden className="size-5" />
    </button>
  );
}
