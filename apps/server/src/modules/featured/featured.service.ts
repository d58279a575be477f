import type { FeaturedCollectionsPage, FeaturedProductsPage, FeedQuery } from '@stylebook/contracts';
import { toOffsetPage } from '../../lib/paging.ts';
import { groupCollectionPreviews, toCollectionCard, toProductCard } from './featured.mapper.ts';
import type { FeaturedRepository } from './featured.repository.ts';

export function createFeaturedService(deps: {
  repository: Pick<FeaturedRepository, 'listProducts' | 'listCollections' | 'listCollectionPreviews'>;
}) {
  const { repository } = deps;

  // Pages come newest first; `query.seed` is accepted but unused until issue 6 builds the seeded shuffle.
  return {
    async productsPage({ limit, offset }: FeedQuery): Promise<FeaturedProductsPage> {
      const rows = await repository.listProducts({ limit, offset });
      return toOffsetPage(rows, { limit, offset }, toProductCard);
    },

    async collectionsPage({ limit, offset }: FeedQuery): Promise<FeaturedCollectionsPage> {
      const rows = await repository.listCollections({ limit, offset });
      const pageIds = rows.slice(0, limit).map((row) => row.id);
      const previews = groupCollectionPreviews(await repository.listCollectionPreviews(pageIds));
      return toOffsetPage(rows, { limit, offset }, (row) => toCollectionCard(row, previews.get(row.id)));
    },
  };
}

export type FeaturedService = ReturnType<typeof createFeaturedService>;
