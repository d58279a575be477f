import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { OffsetPage } from '@stylebook/contracts';

/**
 * Writes a change of one item into every loaded page of the paged lists under `queryKey` (the featured
 * feeds, "More like this", a profile's products), or takes it out when `patch` is null. Which items a list
 * holds, and in what order, stays the server's answer (docs/product.md §12).
 */
export function writePagedItem<Item extends { id: string }>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  id: string,
  patch: Partial<Item> | null,
) {
  queryClient.setQueriesData<InfiniteData<OffsetPage<Item>>>(
    { queryKey },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.flatMap((item) => {
            if (item.id !== id) return [item];
            return patch ? [{ ...item, ...patch }] : [];
          }),
        })),
      },
  );
}
