import { clsx } from 'clsx';
import { useCurrentUser } from '../../../auth/auth-provider';
import { useRequireAuth } from '../../../auth/require-auth';
import { buttonClasses } from '../../../components/ui/button';
import type { ButtonSize } from '../../../components/ui/button';
import { useToggleFollow } from '../../../queries/profile';

interface FollowButtonProps {
  person: { id: string; isSubscribed: boolean };
  size?: ButtonSize;
  className?: string;
}

/**
 * Free follow (docs/product.md §8); signed-out people are asked to sign in first, and nobody follows
 * themselves.
 */
export function FollowButton({ person, size = 'md', className }: FollowButtonProps) {
  const auth = useCurrentUser();
  const requireAuth = useRequireAuth();
  const toggle = useToggleFollow();
  if (auth.user?.id === person.id) return null;

  return (
    <button
      type="button"
      aria-pressed={person.isSubscribed}
      onClick={() => {
        // One request at a time, so answers never arrive out of order; the label has already changed.
        if (toggle.isPending) return;
        requireAuth((user) =>
          toggle.mutate({ id: person.id, follow: !person.isSubscribed, viewerId: user.id }),
        );
      }}
      className={buttonClasses({
        variant: person.isSubscribed ? 'outline' : 'primary',
        size,
        // Every size is at least a 44px tap target.
        className: clsx('min-w-11', size === 'md' && 'h-11', className),
      })}
    >
      {person.isSubscribed ? 'Unsubscribe' : 'Subscribe'}
    </button>
  );
}
