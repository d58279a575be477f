import { clsx } from 'clsx';

/** A person's name over their @username, each cut short with an ellipsis when the space is narrow. */
export function PersonName({
  person,
  className,
}: {
  person: { name: string; username: string };
  className?: string;
}) {
  return (
    <span className={clsx('flex min-w-0 flex-col', className)}>
      <span className="truncate text-[15px] font-semibold text-ink">{person.name}</span>
      <span className="truncate text-[13px] text-ink-muted">@{person.username}</span>
    </span>
  );
}
