import type { ReactNode } from 'react';
import { BackButton } from './ui/back-button';
import type { BackFallback } from './ui/back-button';

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
      {backFallback && <BackButton fallback={backFallback} className="-ml-2 mb-4" />}
      <h1 className="font-display text-3xl font-semibold tracking-tight md:text-4xl">{title}</h1>
      <p className="mt-2 max-w-prose text-[15px] leading-6 text-ink-muted">{description}</p>
      {children && <div className="mt-8">{children}</div>}
    </div>
  );
}
