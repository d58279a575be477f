import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../auth/auth-provider';
import { BellLink, type BellPlacement } from './bell-link';

/**
 * The count's query code waits for its own chunk: in the first screen's it would push the home page's initial
 * JavaScript past its budget (bench/README.md). The same link without a count stands in meanwhile.
 */
const CountedBell = lazy(() => import('./counted-bell'));

/** The way to /notifications, with the unread count kept fresh; nothing for signed-out visitors. */
export function NotificationBell(placement: BellPlacement) {
  const auth = useCurrentUser();
  if (!auth.user) return null;
  return (
    <Suspense fallback={<BellLink {...placement} count={0} />}>
      <CountedBell {...placement} viewerId={auth.user.id} />
    </Suspense>
  );
}
