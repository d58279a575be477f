import type { LikeState } from '@stylebook/contracts';
import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import { useRequireAuth } from '../../auth/require-auth';
import { buttonClasses } from '../ui/button';

interface LikeButtonProps {
  like: LikeState;
  /** An optimistic toggle (queries/like-toggle.ts). */
  onToggle: (likedByMe: boolean) => void;
}

/** Like with its count, for products and looks: signed-out people are asked to sign in first (SPEC.md §6). */
export function LikeButton({ like, onToggle }: LikeButtonProps) {
  const requireAuth = useRequireAuth();
  return (
    <button
      type="button"
      aria-label="Like"
      aria-pressed={like.likedByMe}
      onClick={() => {
        if (requireAuth()) onToggle(!like.likedByMe);
      }}
      className={buttonClasses({ variant: 'outline', size: 'lg', className: 'px-5 tabular-nums' })}
    >
      <Heart
        aria-hidden
        className={clsx('size-5 transition', like.likedByMe && 'fill-accent text-accent')}
        strokeWidth={1.75}
      />
      <span data-testid="like-count">{like.likeCount}</span>
    </button>
  );
}
