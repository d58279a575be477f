import { useQuery } from '@tanstack/react-query';
import { useParams, useRouter } from '@tanstack/react-router';
import { Ban, UserX } from 'lucide-react';
import { useCurrentUser } from '../../../auth/auth-provider';
import { StatusScreen } from '../../../components/status-screen';
import { buttonClasses } from '../../../components/ui/button';
import { UnavailableScreen } from '../../../components/unavailable-screen';
import { blockedPersonQueryOptions, useUnblock, type BlockedPerson } from '../../../queries/blocks';

/**
 * A profile that answered 404: an unknown or deleted person, or one of two people who blocked the other
 * (docs/product.md §20). The one who blocked is told so and may unblock; anyone else sees only that it is
 * not there, as for an unknown person.
 */
export function ProfileNotFound() {
  const { id = '' } = useParams({ strict: false });
  const auth = useCurrentUser();
  const viewerId = auth.user?.id ?? '';
  const blocked = useQuery({
    ...blockedPersonQueryOptions(viewerId, id),
    enabled: viewerId !== '' && id !== '',
  });
  // Held until known, so the one who blocked never sees "doesn't exist" flash first.
  if (auth.status === 'loading' || blocked.isLoading) return <div aria-busy className="min-h-[70dvh]" />;
  if (blocked.data) return <BlockedProfile viewerId={viewerId} person={blocked.data} />;
  return (
    <UnavailableScreen
      icon={<UserX aria-hidden className="size-7" strokeWidth={1.75} />}
      title="This profile doesn't exist"
      description="The link may be mistyped, or the account has been deleted."
    />
  );
}

function BlockedProfile({ viewerId, person }: { viewerId: string; person: BlockedPerson }) {
  const router = useRouter();
  // A route that answered not found asks its loader for the profile again.
  const unblock = useUnblock(viewerId, () => router.invalidate());
  return (
    <StatusScreen
      icon={<Ban aria-hidden className="size-7" strokeWidth={1.75} />}
      title={`You blocked @${person.username}`}
      description="Neither of you sees the other's profile, products, looks or collections until you unblock them."
      action={
        <button
          type="button"
          disabled={unblock.isPending}
          onClick={() => unblock.mutate(person)}
          className={buttonClasses()}
        >
          Unblock
        </button>
      }
    />
  );
}
