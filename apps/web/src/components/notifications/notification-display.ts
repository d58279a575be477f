import { NOTIFICATION_KIND_LABELS, type Notification, type UnsubscribeResult } from '@stylebook/contracts';

/** The bell's badge: the count, capped so it fits the dot; nothing when all is read. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

/** How the bell names itself to screen readers, with what waits behind it. */
export function bellLabel(count: number): string {
  const badge = unreadBadge(count);
  // Says the badge as shown ("99+"), so the name holds the visible text.
  return badge ? `Notifications, ${badge} unread` : 'Notifications';
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];

const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'auto', style: 'short' });

/** When it happened, as "just now", "5 min. ago", "yesterday", "3 wk. ago" (a clock skewed ahead reads "just now"). */
export function relativeTime(at: string, now: Date): string {
  const seconds = Math.round((now.getTime() - Date.parse(at)) / 1000);
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return relativeFormat.format(-Math.floor(seconds / size), unit);
  }
  return 'just now';
}

/** The price change a price row shows: the old price struck through beside the new one. */
export function priceChangeOf(notification: Notification) {
  if (notification.kind !== 'price_drop') return null;
  const { previousPrice, newPrice, currency } = notification.payload;
  return { before: { amount: previousPrice, currency }, after: { amount: newPrice, currency } };
}

/** What a person unsubscribed from will no longer be mailed, in words. */
export function unsubscribedText({ unsubscribed }: UnsubscribeResult): string {
  return unsubscribed === 'all'
    ? 'We will not email you about notifications any more.'
    : `We will not email you about ${NOTIFICATION_KIND_LABELS[unsubscribed].toLowerCase()} any more.`;
}
