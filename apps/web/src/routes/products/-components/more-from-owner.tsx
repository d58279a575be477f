import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { UserSummary } from '@stylebook/contracts';
import { profileProductsQueryOptions } from '../../../queries/profile';
import { SkeletonTiles } from '../../-components/feed-grid';
import { ProductTile } from '../../-components/product-tile';

/** How many of the owner's other products the rail shows; their profile has the rest. */
const RAIL_LENGTH = 12;
const RAIL_TILE = 'w-40 shrink-0 snap-start md:w-48';

/**
 * The owner's other products the viewer may see, newest first, in a rail that scrolls sideways; their name
 * opens their profile. It is the first page of their profile's Products tab (the same query), so either
 * screen opens the other's at once.
 */
export function MoreFromOwner({ productId, owner }: { productId: string; owner: UserSummary }) {
  const { data, status } = useInfiniteQuery(profileProductsQueryOptions(owner.id));
  const products = (data?.pages[0]?.items ?? [])
    .filter((product) => product.id !== productId)
    .slice(0, RAIL_LENGTH);
  if (status === 'error' || (status === 'success' && products.length === 0)) return null;

  return (
    <section aria-labelledby="more-from-owner" className="mt-12">
      <h2 id="more-from-owner" className="text-lg font-semibold break-words">
        More from{' '}
        <Link
          to="/profiles/$id"
          params={{ id: owner.id }}
          className="underline decoration-line decoration-2 underline-offset-4 transition hover:decoration-ink"
        >
          @{owner.username}
        </Link>
      </h2>
      <ul className="-mx-5 mt-3 flex snap-x snap-mandatory scroll-px-5 gap-3 overflow-x-auto overscroll-x-contain px-5 pb-2 [scrollbar-width:thin] md:mx-0 md:scroll-px-0 md:px-0">
        {status === 'pending' ? (
          <SkeletonTiles tileShape="portrait" count={6} className={RAIL_TILE} />
        ) : (
          products.map((product) => (
            <li key={product.id} className={RAIL_TILE}>
              <ProductTile product={product} eager={false} />
            </li>
          ))
        )}
      </ul>
    </section>
  );
}
