import { escapeHtml } from '../../lib/escape-html.ts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Extra headers, where the transport can send them (List-Unsubscribe of notification mail). */
  headers?: Record<string, string>;
}

/** One plain layout: a greeting, a sentence, one button, and the link spelled out for clients without HTML. */
function actionMail(subject: string, intro: string, action: string, url: string, outro: string): MailContent {
  const text = `${intro}\n\n${action}: ${url}\n\n${outro}\n\n— Stylebook`;
  const html = `<!doctype html><html><body style="margin:0;background:#f6f3ef;font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border-radius:16px;padding:32px">
<tr><td style="font-size:20px;font-weight:700;letter-spacing:-0.01em;padding-bottom:16px">Stylebook</td></tr>
<tr><td style="font-size:15px;line-height:1.6;padding-bottom:24px">${escapeHtml(intro)}</td></tr>
<tr><td style="padding-bottom:24px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#1c1917;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:999px">${escapeHtml(action)}</a></td></tr>
<tr><td style="font-size:13px;line-height:1.6;color:#78716c">${escapeHtml(outro)}<br><br>Or paste this link into your browser:<br><span style="word-break:break-all">${escapeHtml(url)}</span></td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}

export const verificationMail = (url: string) =>
  actionMail(
    'Verify your email for Stylebook',
    'Welcome to Stylebook! Confirm this is your email address to start saving, liking and following.',
    'Verify email',
    url,
    'The link works for 3 days. If you did not create an account, you can ignore this email.',
  );

export const signInLinkMail = (url: string) =>
  actionMail(
    'Your sign-in link for Stylebook',
    'Use this link to sign in to Stylebook. It works once.',
    'Sign in',
    url,
    'The link works for 1 hour. If you did not ask for it, you can ignore this email.',
  );

export const passwordResetMail = (url: string) =>
  actionMail(
    'Reset your Stylebook password',
    'Someone asked to reset the password of your Stylebook account. Choose a new password with this link.',
    'Reset password',
    url,
    'The link works for 1 hour. If you did not ask for it, your password stays as it is.',
  );

/** Money formatted for a mail, e.g. "$12.99" or "¥1,500". */
export interface SubscriptionMailFacts {
  stylistName: string;
  price: string;
  date: string;
  manageUrl: string;
}

export const subscriptionRenewedMail = ({ stylistName, price, date, manageUrl }: SubscriptionMailFacts) =>
  actionMail(
    `Your subscription to ${stylistName} was renewed`,
    `We charged ${price} from your Stylebook wallet for another month of ${stylistName}'s paid collections. The next charge is on ${date}.`,
    'Manage subscriptions',
    manageUrl,
    'You can cancel at any time; the collections stay open until the end of the month you paid for.',
  );

export const subscriptionPaymentFailedMail = ({
  stylistName,
  price,
  date,
  manageUrl,
}: SubscriptionMailFacts) =>
  actionMail(
    `We could not renew your subscription to ${stylistName}`,
    `Your Stylebook wallet did not have ${price} to renew your subscription to ${stylistName}, so their paid collections are locked for now. Top up your wallet and we will try again each day until ${date}.`,
    'Manage subscriptions',
    manageUrl,
    'If the wallet is still short by then, the subscription ends.',
  );

/** `price` is the new one and `date` the period's end, when it would first be charged. */
export const subscriptionPriceChangedMail = ({
  stylistName,
  price,
  date,
  manageUrl,
}: SubscriptionMailFacts) =>
  actionMail(
    `${stylistName} changed the price of your subscription`,
    `${stylistName} now asks ${price} a month for their paid collections. You keep your current price until ${date}. To stay subscribed after that, accept the new price: we then charge ${price} on ${date}.`,
    'Accept new price',
    manageUrl,
    'If you do not accept it, the subscription ends on that day and you are not charged again.',
  );

/** `date` is the period's end, when the subscription ends. */
export const subscriptionStoppedMail = ({ stylistName, date, manageUrl }: SubscriptionMailFacts) =>
  actionMail(
    `${stylistName} stopped paid subscriptions`,
    `${stylistName} no longer takes paid subscriptions, so yours will not renew and you will not be charged again. Their paid collections stay open to you until ${date}.`,
    'Manage subscriptions',
    manageUrl,
    'You do not need to do anything.',
  );

export const subscriptionCancelledMail = ({ stylistName, date, manageUrl }: SubscriptionMailFacts) =>
  actionMail(
    `Your subscription to ${stylistName} is cancelled`,
    `You will not be charged again. ${stylistName}'s paid collections stay open to you until ${date}.`,
    'Manage subscriptions',
    manageUrl,
    'Changed your mind? Subscribe again from their profile.',
  );

/** What support needs to answer a piece of feedback and reproduce what the person saw. */
export interface FeedbackMailFacts {
  feedbackId: string;
  message: string;
  /** The signed-in sender, or null for a signed-out visitor (then `replyTo` is the address they gave). */
  sender: { id: string; username: string; name: string; email: string } | null;
  replyTo: string;
  /** An absolute link to the attached image, or null. */
  attachmentUrl: string | null;
  appVersion: string | null;
  userAgent: string | null;
  sentAt: Date;
}

/** The mail to SUPPORT_EMAIL for one piece of feedback; answering it answers the sender (Reply-To). */
export function feedbackMail(facts: FeedbackMailFacts): MailContent {
  const from = facts.sender
    ? `${facts.sender.name} (@${facts.sender.username}), ${facts.sender.email}, user id ${facts.sender.id}`
    : `a signed-out visitor, who asked for answers at ${facts.replyTo}`;
  const details: [string, string][] = [
    ['From', from],
    ['Attachment', facts.attachmentUrl ?? 'none'],
    ['App version', facts.appVersion ?? 'not reported'],
    ['User agent', facts.userAgent ?? 'not sent'],
    ['Feedback id', facts.feedbackId],
    ['Sent', facts.sentAt.toISOString()],
  ];
  const subject = facts.sender
    ? `Feedback from @${facts.sender.username}`
    : `Feedback from a visitor (${facts.replyTo})`;
  const text = `${facts.message}\n\n${details.map(([name, value]) => `${name}: ${value}`).join('\n')}\n\nReply to this email to answer ${facts.replyTo}.`;
  const rows = details
    .map(([name, value]) => {
      const shown =
        name === 'Attachment' && facts.attachmentUrl
          ? `<a href="${escapeHtml(facts.attachmentUrl)}">${escapeHtml(facts.attachmentUrl)}</a>`
          : escapeHtml(value);
      return `<tr><td style="padding:4px 12px 4px 0;color:#78716c;white-space:nowrap;vertical-align:top">${escapeHtml(name)}</td><td style="padding:4px 0;word-break:break-all">${shown}</td></tr>`;
    })
    .join('');
  const image = facts.attachmentUrl
    ? `<p><img src="${escapeHtml(facts.attachmentUrl)}" alt="Attached image" style="max-width:100%;border-radius:8px"></p>`
    : '';
  const html = `<!doctype html><html><body style="margin:0;background:#f6f3ef;font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:640px;background:#ffffff;border-radius:16px;padding:32px">
<tr><td style="font-size:20px;font-weight:700;padding-bottom:16px">${escapeHtml(subject)}</td></tr>
<tr><td style="font-size:15px;line-height:1.6;white-space:pre-wrap;padding-bottom:24px">${escapeHtml(facts.message)}</td></tr>
<tr><td>${image}</td></tr>
<tr><td><table role="presentation" style="font-size:13px;line-height:1.5">${rows}</table></td></tr>
<tr><td style="font-size:13px;color:#78716c;padding-top:24px">Reply to this email to answer ${escapeHtml(facts.replyTo)}.</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}

/** The daily notifications mail: what happened since the last one, each with its link, and ways out. */
export interface NotificationsDigestFacts {
  /** Newest first, each with the page it is about. */
  items: { text: string; url: string }[];
  /** How many more the mail leaves out (the list has them). */
  moreCount: number;
  listUrl: string;
  /** One link per kind in this mail, e.g. "Stop mail about Price drops". */
  unsubscribeKinds: { label: string; url: string }[];
  unsubscribeAllUrl: string;
  settingsUrl: string;
  /** The RFC 8058 one-click address mail clients POST to, turning all notification mail off. */
  oneClickUnsubscribeUrl: string;
}

export function notificationsDigestMail(facts: NotificationsDigestFacts): MailContent {
  const total = facts.items.length + facts.moreCount;
  const [first] = facts.items;
  const subject =
    total === 1 && first ? first.text : `${first?.text ?? 'New notifications'} and ${total - 1} more`;
  const more = facts.moreCount > 0 ? `And ${facts.moreCount} more.` : '';
  const ways = [
    ...facts.unsubscribeKinds.map(({ label, url }) => ({
      label: `Stop mail about ${label.toLowerCase()}`,
      url,
    })),
    { label: 'Stop all notification mail', url: facts.unsubscribeAllUrl },
    { label: 'Choose which mail you get', url: facts.settingsUrl },
  ];
  const text = [
    'Here is what happened on Stylebook since we last wrote.',
    facts.items.map(({ text, url }) => `- ${text}: ${url}`).join('\n'),
    more,
    `See all notifications: ${facts.listUrl}`,
    'We send at most one of these a day.',
    ways.map(({ label, url }) => `${label}: ${url}`).join('\n'),
    '— Stylebook',
  ]
    .filter(Boolean)
    .join('\n\n');
  const rows = facts.items
    .map(
      ({ text, url }) =>
        `<tr><td style="padding:10px 0;border-bottom:1px solid #f0ebe5;font-size:15px;line-height:1.5"><a href="${escapeHtml(url)}" style="color:#1c1917;text-decoration:none">${escapeHtml(text)}</a></td></tr>`,
    )
    .join('');
  const links = ways
    .map(({ label, url }) => `<a href="${escapeHtml(url)}" style="color:#78716c">${escapeHtml(label)}</a>`)
    .join(' · ');
  const html = `<!doctype html><html><body style="margin:0;background:#f6f3ef;font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border-radius:16px;padding:32px">
<tr><td style="font-size:20px;font-weight:700;letter-spacing:-0.01em;padding-bottom:16px">Stylebook</td></tr>
<tr><td style="font-size:15px;line-height:1.6;padding-bottom:8px">Here is what happened on Stylebook since we last wrote.</td></tr>
<tr><td><table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows}</table></td></tr>
${more ? `<tr><td style="font-size:15px;padding-top:12px">${escapeHtml(more)}</td></tr>` : ''}
<tr><td style="padding:24px 0"><a href="${escapeHtml(facts.listUrl)}" style="display:inline-block;background:#1c1917;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:999px">See all notifications</a></td></tr>
<tr><td style="font-size:13px;line-height:1.6;color:#78716c">We send at most one of these a day.<br>${links}</td></tr>
</table></td></tr></table></body></html>`;
  return {
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${facts.oneClickUnsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
