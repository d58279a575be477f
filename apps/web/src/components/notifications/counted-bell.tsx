import { useQuery } from '@tanstack/react-query';
import { unreadCountQueryOptions } from '../../queries/notifications';
import { BellLink, type BellPlacement } from './bell-link';

/** The bell with the viewer's unread count, kept fresh (loaded after the first screen: see NotificationBell). */
export default function CountedBell({ viewerId, ...placement }: BellPlacement & { viewerId: string }) {
  const unread = useQuery(unreadCountQueryOptions(viewerId));
  return <BellLink {...placement} count={unread.data ?? 0} />;
}
