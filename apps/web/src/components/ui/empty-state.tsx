import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactNode;
  title?: string;
  description?: string;
  /** A button under the text, e.g. Retry. */
  action?: ReactNode;
}

/** An icon in a circle over a short message: empty feeds, tabs and searches, and failed loads. */
export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-sand text-ink-muted">
        {icon}
      </span>
      {title && <h2 className="mt-5 text-lg font-semibold text-ink">{title}</h2>}
      {description && (
        <p
          className={
            title
              ? 'mt-2 max-w-sm text-[15px] leading-6 text-ink-muted'
              : 'mt-4 max-w-xs text-[15px] text-ink-muted'
          }
        >
          {description}
        </p>
      )}
      {action}
    </div>
  );
}
