export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

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

export const subscriptionCancelledMail = ({ stylistName, date, manageUrl }: SubscriptionMailFacts) =>
  actionMail(
    `Your subscription to ${stylistName} is cancelled`,
    `You will not be charged again. ${stylistName}'s paid collections stay open to you until ${date}.`,
    'Manage subscriptions',
    manageUrl,
    'Changed your mind? Subscribe again from their profile.',
  );
