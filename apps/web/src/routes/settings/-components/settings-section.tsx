import type { ReactNode } from 'react';

/** A titled block of a settings screen; the danger zone is boxed in red. */
export function SettingsSection({
  title,
  danger = false,
  children,
}: {
  title: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className={danger ? 'rounded-2xl border border-red-200 p-5' : undefined}>
      <h2
        className={`mb-4 text-xs font-semibold tracking-[0.08em] uppercase ${danger ? 'text-red-700' : 'text-ink-muted'}`}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
