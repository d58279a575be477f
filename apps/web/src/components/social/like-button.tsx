import type { LikeState } from '@stylebook/contracts';
import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import { useRequireAuth } from '../../auth/require-auth';
import { buttonClasses } from '../ui/button';

interface LikeButtonProps {
  like: LikeState;
  /** An optimistic toggle (queries/like-toggle.ts). */
  onToggle: (likedByMe: boolean) => void;
  /** 'page' sits in a product's or look's actions; 'tile' floats over a feed photo. */
  variant?: 'page' | 'tile';
  /** What is liked, for screen readers when several like buttons share a screen. */
  label?: string;
}

const VARIANT_CLASSES = {
  page: buttonClasses({ variant: 'outline', size: 'lg', className: 'px-5 tabular-nums' }),
  tile: 'flex h-11 min-w-11 items-center justify-center gap-1 rounded-full bg-surface/90 px-3 text-[13px] font-semibold text-ink tabular-nums shadow-sm backdrop-blur transition hover:bg-surface',
};

/**
 * What a screen reader hears: the action, what is liked, and the count shown, so the name contains the
 * visible text (WCAG 2.5.3) — 'Like Camel coat, 12 likes'.
 */
function likeButtonName(likeCount: number, label?: string): string {
  return `${label ? `Like ${label}` : 'Like'}, ${likeCount} ${likeCount === 1 ? 'like' : 'likes'}`;
}

/**
 * Like with its count, for products and looks: signed-out people are asked to sign in first
 * (docs/product.md §2).
 */
export function LikeButton({ like, onToggle, variant = 'page', label }: LikeButtonProps) {
  const requireAuth = useRequireAuth();
  return (
    <button
      type="button"
      aria-label={likeButtonName(like.likeCount, label)}
      aria-pressed={like.likedByMe}
      onClick={() => {
        requireAuth(() => onToggle(!like.likedByMe));
      }}
      className={VARIANT_CLASSES[variant]}
    >
      <Heart
        aria-hidden
        className={clsx(
          variant === 'page' ? 'size-5' : 'size-[18px]',
          'transition',
          like.likedByMe && 'fill-accent text-accent',
        )}
        strokeWidth={variant === 'page' ? 1.75 : 2}
      />
      <span data-testid="like-count">{like.likeCount}</span>
    </button>
  );
}
