import type { Product } from '@stylebook/contracts';
import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import { useRequireAuth } from '../../../auth/require-auth';
import { buttonClasses } from '../../../components/ui/button';
import { useToggleProductLike } from '../../../queries/products';

/** Like with its count: signed-out people are asked to sign in first (SPEC.md §1). */
export function LikeButton({ product }: { product: Product }) {
  const requireAuth = useRequireAuth();
  const toggleLike = useToggleProductLike(product);

  return (
    <button
      type="button"
      aria-label="Like"
      aria-pressed={product.likedByMe}
      onClick={() => {
        if (requireAuth()) toggleLike(!product.likedByMe);
      }}
      className={buttonClasses({ variant: 'outline', size: 'lg', className: 'px-5 tabular-nums' })}
    >
      <Heart
        aria-hidden
        className={clsx('size-5 transition', product.likedByMe && 'fill-accent text-accent')}
        strokeWidth={1.75}
      />
      <span data-testid="like-count">{product.likeCount}</span>
    </button>
  );
}
