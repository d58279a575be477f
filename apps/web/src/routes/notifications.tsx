import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, createFileRoute } from '@tanstack/react-router';
import { notificationPath, notificationText, type Notification } from '@stylebook/contracts';
import { clsx } from 'clsx';
import { Bell, CreditCard, ShieldAlert, Tag, type LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useCurrentUser } from '../auth/auth-provider';
import { requireSignedIn } from '../auth/require-signed-in';
import { priceChangeOf, relativeTime } from '../components/notifications/notification-display';
import { Screen } from '../components/screen';
import { Avatar } from '../components/ui/avatar';
import { EmptyState } from '../components/ui/empty-state';
import { ShowMore } from '../components/ui/show-more';
import { formatMoney } from '../lib/money';
import { notificationsQueryOptions, useMarkNotificationsRead } from '../queries/notifications';
import { LoadFailed } from './settings/-components/load-failed';

export const Route = createFileRoute('/notifications')({
  beforeLoad: requireSignedIn,
  component: NotificationsScreen,
});

function NotificationsScreen() {
  return (
    <Screen title="Notifications" description="New subscribers, likes, saves, subscriptions and price drops.">
      <div className="max-w-xl">
        <NotificationList />
      </div>
    </Screen>
  );
}

function NotificationList() {
  const auth = useCurrentUser();
  const viewerId = auth.user?.id ?? '';
  const list = useInfiniteQuery({ ...notificationsQueryOptions(viewerId), enabled: viewerId !== '' });
  const markRead = useMarkNotificationsRead(viewerId);
  const newest = list.data?.pages[0]?.items[0];
  const hasUnread = list.data?.pages[0]?.items.some(({ read }) => !read) ?? false;
  const markedUpTo = useRef<string | null>(null);
  const { mutate } = markRead;

  // Opening the screen reads what it shows: everything up to the newest row, not what arrives after.
  useEffect(() => {
    if (!newest || !hasUnread || markedUpTo.current === newest.id) return;
    markedUpTo.current = newest.id;
    mutate(newest.id);
  }, [newest, hasUnread, mutate]);

  if (list.status === 'pending') return <p className="text-sm text-ink-subtle">Loading notifications…</p>;
  if (list.status === 'error') {
    return (
      <LoadFailed
        title="We couldn't load your notifications"
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<Bell aria-hidden className="size-6" />}
        title="No notifications yet"
        description="When someone subscribes to you, likes or saves your things, or a price you watch drops, you will see it here."
      />
    );
  }
  const now = new Date();
  return (
    <>
      <ul
        aria-label="Notifications"
        className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface"
      >
        {items.map((notification) => (
          <NotificationRow key={notification.id} notification={notification} now={now} />
        ))}
      </ul>
      <ShowMore list={list} label="Show older" />
    </>
  );
}

/** Who or what the row is about: the actor's avatar, else the product's image, else the kind's icon. */
function RowPicture({ notification }: { notification: Notification }) {
  if (notification.actor) return <Avatar url={notification.actor.avatarUrl} size={44} />;
  const imageUrl = notification.product?.imageUrl;
  if (imageUrl) {
    return (
      <img
        src={imageUrl}
        alt=""
        width={44}
        height={44}
        className="size-11 shrink-0 rounded-xl object-cover"
      />
    );
  }
  const Icon = kindIcon(notification.kind);
  return (
    <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-sand text-ink-muted">
      <Icon aria-hidden className="size-5" />
    </span>
  );
}

/** A row without a person or picture: a price's tag, the moderators' shield, else a payment's card. */
function kindIcon(kind: Notification['kind']): LucideIcon {
  if (kind === 'price_drop' || kind === 'back_in_stock') return Tag;
  if (kind === 'removed_by_moderators') return ShieldAlert;
  return CreditCard;
}

function NotificationRow({ notification, now }: { notification: Notification; now: Date }) {
  const price = priceChangeOf(notification);
  return (
    <li data-unread={!notification.read} className={clsx(!notification.read && 'bg-sand/50')}>
      <Link
        to={notificationPath(notification)}
        className="flex items-center gap-3 px-4 py-3 transition hover:bg-sand/70"
      >
        <RowPicture notification={notification} />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="text-[15px] leading-snug text-ink">
            {!notification.read && <span className="sr-only">Unread: </span>}
            {notificationText(notification)}
          </span>
          {price && (
            <span className="mt-0.5 text-[14px]">
              <s className="text-ink-subtle" aria-label={`was ${formatMoney(price.before)}`}>
                {formatMoney(price.before)}
              </s>{' '}
              <span className="font-semibold text-emerald-700">{formatMoney(price.after)}</span>
            </span>
          )}
          <time dateTime={notification.createdAt} className="mt-0.5 text-[13px] text-ink-muted">
            {relativeTime(notification.createdAt, now)}
          </time>
        </span>
        {!notification.read && <span aria-hidden className="size-2.5 shrink-0 rounded-full bg-red-600" />}
      </Link>
    </li>
  );
}
