import type { ReactNode } from 'react';

interface StatusScreenProps {
  icon: ReactNode;
  title: string;
  description: string;
  /** The way on: a button or link under the text. */
  action: ReactNode;
}

/** A whole screen saying why there is nothing to show, and what to do: unavailable things, no network. */
export function StatusScreen({ icon, title, description, action }: StatusScreenProps) {
  return (
    <div className="mx-auto flex min-h-[70dvh] max-w-md flex-col items-center justify-center px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-sand text-ink-muted">
        {icon}
      </span>
      <h1 className="mt-6 font-display text-3xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-3 text-[15px] leading-6 text-ink-muted">{description}</p>
      <div className="mt-8">{action}</div>
    </div>
  );
}
