import { useQuery } from '@tanstack/react-query';
import { similarCollectionsQueryOptions } from '../../../queries/collections';
import { CollectionTile } from '../../-components/collection-tile';
import { GRID_CLASSES, SkeletonTiles } from '../../-components/feed-grid';

/** Listed collections like this one, best first, at the end of its page; none: no section. */
export function SimilarCollections({ collectionId }: { collectionId: string }) {
  const { data, status } = useQuery(similarCollectionsQueryOptions(collectionId));
  if (status === 'error' || data?.items.length === 0) return null;

  return (
    <section aria-labelledby="similar-collections" className="mt-12">
      <h2 id="similar-collections" className="text-lg font-semibold">
        Similar collections
      </h2>
      <ul className={`mt-4 ${GRID_CLASSES}`}>
        {data ? (
          data.items.map((collection) => (
            <li key={collection.id}>
              <CollectionTile collection={collection} eager={false} />
            </li>
          ))
        ) : (
          <SkeletonTiles tileShape="square" count={4} />
        )}
      </ul>
    </section>
  );
}
