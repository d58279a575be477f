import { LikeButton } from '../../components/social/like-button';
import { useToggleProductLike } from '../../queries/products';
import type { LikeableProduct } from '../../queries/products';

/** A tile's like, with its count: the same toggle as the product page's, so both stay in step. */
export function TileLikeButton({ product, label }: { product: LikeableProduct; label: string }) {
  const toggleLike = useToggleProductLike(product);
  return <LikeButton like={product} onToggle={toggleLike} variant="tile" label={label} />;
}
