import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';

/** Where a back button goes when there is no history to return to (e.g. after opening a deep link). */
export type BackFallback = '/' | '/settings' | '/settings/account' | '/settings/about';

interface ScreenProps {
  title: string;
  /** One line saying what the screen is for. */
  description: string;
  /** Screens without the bottom navigation need their own way back on phones. */
  backFallback?: BackFallback;
  children?: ReactNode;
}

/** A screen's heading block and body: the common frame of the app's simple pages. */
export function Screen({ title, description, backFallback, children }: ScreenProps) {
  return (
    <div className="px-5 pt-6 pb-12 md:px-10 md:pt-12">
      {backFallback && <BackButton fallback={backFallback} />}
      <h1 className="font-display text-3xl font-semibold tracking-tight md:text-4xl">{title}</h1>
      <p className="mt-2 max-w-prose text-[15px] leading-6 text-ink-muted">{description}</p>
      {children && <div className="mt-8">{children}</div>}
    </div>
  );
}

function BackButton({ fallback }: { fallback: BackFallback }) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <button
      type="button"
      aria-label="Back"
      onClick={() => (canGoBack ? router.history.back() : void router.navigate({ to: fallback }))}
      className="-ml-2 mb-4 flex size-10 items-center justify-center rounded-full text-ink transition hover:bg-sand"
    >
      <ArrowLeft aria-hidden className="size-5" />
    </button>
  );
}
