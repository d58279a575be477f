/** Reading the mail the server sent over SMTP to the peer in peers/smtp.ts. */
import { expect, type APIRequestContext } from './test.ts';
import type { ReceivedMail } from '../peers/smtp.ts';
import { appOrigin, mailboxOrigin } from './ports.ts';

export type { ReceivedMail };

/**
 * Waits until a mail to `to` whose subject contains `subjectIncludes` has arrived (received at or after
 * `since`, epoch ms) and returns the newest such mail. The peer holds the request until one arrives.
 */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subjectIncludes: string,
  { since = 0, timeout = 15_000 }: { since?: number; timeout?: number } = {},
): Promise<ReceivedMail> {
  const query = new URLSearchParams({
    to,
    subject: subjectIncludes,
    since: String(since),
    wait: String(timeout),
  });
  const response = await request.get(`${mailboxOrigin}/messages?${query}`, { timeout: timeout + 5_000 });
  expect(response.ok()).toBe(true);
  const mails = (await response.json()) as ReceivedMail[];
  expect(mails, `a mail to ${to} about '${subjectIncludes}'`).not.toHaveLength(0);
  return mails.at(-1)!;
}

/**
 * The app link in the mail's plain-text part that goes to `pathPrefix`'s path with at least its query
 * parameters, e.g. '/verify-email', '/action?mode=signIn'. It must point at the app's own origin.
 */
export function linkFrom(mail: ReceivedMail, pathPrefix: string): string {
  const wanted = new URL(pathPrefix, appOrigin);
  const links = (mail.text.match(/https?:\/\/[^\s<>"')]+/g) ?? []).map((link) => new URL(link));
  const link = links.find(
    (url) =>
      url.pathname === wanted.pathname &&
      [...wanted.searchParams].every(([name, value]) => url.searchParams.get(name) === value),
  );
  expect(link, `a link to ${pathPrefix} in:\n${mail.text}`).toBeDefined();
  expect(link!.origin).toBe(appOrigin);
  return link!.href;
}
