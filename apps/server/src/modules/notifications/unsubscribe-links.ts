import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MailedNotificationKind } from '@stylebook/contracts';

/** What an unsubscribe link turns off: one kind of notification mail, or all of it. */
export type UnsubscribeScope = MailedNotificationKind | 'all';

const signature = (key: string, userId: string, scope: string) =>
  createHmac('sha256', key).update(`${userId}.${scope}`).digest('base64url');

/**
 * The token of a one-click unsubscribe link: `{userId}.{scope}.{signature}`, signed with the person's own
 * random key, so it works without signing in and only for them.
 */
export function unsubscribeToken(key: string, userId: string, scope: UnsubscribeScope): string {
  return `${userId}.${scope}.${signature(key, userId, scope)}`;
}

/** The parts of a token as sent; whether it is genuine is `isGenuine`'s to say, once the key is known. */
export function parseUnsubscribeToken(token: string): { userId: string; scope: string; signature: string } {
  const [userId = '', scope = '', sent = ''] = token.split('.');
  return { userId, scope, signature: sent };
}

export function isGenuine(key: string, parts: { userId: string; scope: string; signature: string }): boolean {
  const expected = Buffer.from(signature(key, parts.userId, parts.scope));
  const sent = Buffer.from(parts.signature);
  return expected.length === sent.length && timingSafeEqual(expected, sent);
}
