import { UserX } from 'lucide-react';
import { UnavailableScreen } from '../../../components/unavailable-screen';

/** An unknown or deleted person. */
export function ProfileNotFound() {
  return (
    <UnavailableScreen
      icon={<UserX aria-hidden className="size-7" strokeWidth={1.75} />}
      title="This profile doesn't exist"
      description="The link may be mistyped, or the account has been deleted."
    />
  );
}
