import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import { useRequireAuth } from '../../auth/require-auth';
import { useToggleProductLike } from '../../queries/products';
import type { LikeableProduct } from '../../queries/products';

/** A tile's like, with its count: the same toggle as the product page's, so both stay in step. */
export function TileLikeButton({ product, label }: { product: LikeableProduct; label: string }) {
  const requireAuth = useRequireAuth();
  const toggleLike = useToggleProductLike(product);
  return (
    <button
      type="button"
      aria-label={`Like ${label}`}
      aria-pressed={product.likedByMe}
      onClick={() => {
        if (requireAuth()) toggleLike(!product.likedByMe);
      }}
      className="flex h-11 min-w-11 items-center justify-center gap-1 rounded-full bg-surface/90 px-3 text-[13px] font-semibold text-ink tabular-nums shadow-sm backdrop-blur transition hover:bg-surface"
    >
      <Heart
        aria-hidden
        className={clsx('size-[18px] transition', product.likedByMe && 'fill-accent text-accent')}
        strokeWidth={2}
      />
      <span data-testid="like-count">{product.likeCount}</span>
    </button>
  );
}
