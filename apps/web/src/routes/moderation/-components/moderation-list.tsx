import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ShowMore } from '../../../components/ui/show-more';
import { LoadFailed } from '../../settings/-components/load-failed';

/** One tab of the moderation screen: its rows a page at a time, or why there are none. */
export function ModerationList<T extends { id: string }>({
  list,
  label,
  empty,
  emptyIcon,
  children,
}: {
  list: UseInfiniteQueryResult<InfiniteData<{ items: T[] }>>;
  /** The list's accessible name, e.g. "Open reports". */
  label: string;
  empty: string;
  emptyIcon: ReactNode;
  children: (item: T) => ReactNode;
}) {
  if (list.status === 'pending') return <p className="text-sm text-ink-subtle">Loading…</p>;
  if (list.status === 'error') {
    return (
      <LoadFailed
        title={`We couldn't load the ${label.toLowerCase()}`}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyState icon={emptyIcon} description={empty} />;
  return (
    <>
      <ul
        aria-label={label}
        className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface"
      >
        {items.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </ul>
      <ShowMore list={list} />
    </>
  );
}
