import { useInfiniteQuery } from '@tanstack/react-query';
import { Shirt } from 'lucide-react';
import { similarProductsQueryOptions } from '../../../queries/products';
import { FeedGrid } from '../../-components/feed-grid';
import { ProductTile } from '../../-components/product-tile';

const EMPTY = {
  icon: <Shirt aria-hidden className="size-6" />,
  title: 'Nothing like this yet',
  description: 'Products of the same brand, style or collections show here.',
};

/** Products like this one the viewer may see, best first, more of them as the user scrolls; none: no section. */
export function MoreLikeThis({ productId }: { productId: string }) {
  const query = useInfiniteQuery(similarProductsQueryOptions(productId));
  if (query.data?.pages.every((page) => page.items.length === 0)) return null;

  return (
    <section aria-labelledby="more-like-this" className="mt-12">
      <h2 id="more-like-this" className="text-lg font-semibold">
        More like this
      </h2>
      <div className="mt-4">
        <FeedGrid
          query={query}
          tileShape="portrait"
          getKey={(product) => product.id}
          renderItem={(product) => <ProductTile product={product} eager={false} />}
          empty={EMPTY}
        />
      </div>
    </section>
  );
}
