import { buttonClasses } from './button';

/** The part of an infinite query a paged list's "Show more" reads. */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * "Show more" (or `label`: "Show older" under a history) under a paged list while it has another page;
 * nothing once all are shown.
 */
export function ShowMore({
  list,
  label = 'Show more',
  className = 'mt-4',
}: {
  list: MorePages;
  label?: string;
  className?: string;
}) {
  if (!list.hasNextPage) return null;
  return (
    <button
      type="button"
      disabled={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
      className={buttonClasses({ variant: 'outline', className })}
    >
      {list.isFetchingNextPage ? 'Loading...' : label}
    </button>
  );
}
