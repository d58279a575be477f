import type { AboutResponse } from '@stylebook/contracts';
import { useQuery } from '@tanstack/react-query';
import { aboutQueryOptions } from '../../queries/about';

type Processors = AboutResponse['processors'];

/** What each run mode means for people's data (docs/architecture.md §7), in the policy's words. */
export const PROCESSOR_TEXT = {
  email: {
    server: 'Stay on this server: they are kept in its outbox and not sent through any outside service.',
    smtp: 'Are handed to the email delivery (SMTP) provider the operator chose, which delivers them to your inbox.',
  },
  media: {
    server: "Are stored on this server's own disk.",
    s3: 'Are stored with an S3-compatible storage provider the operator chose, and served through this server.',
  },
  payments: {
    demo: 'Are demo payments: no real money moves and no payment provider is involved.',
    stripe:
      'Are paid through Stripe Checkout. Your card details go to Stripe, never to us; we keep the amount, the currency and Stripe’s reference for the payment.',
  },
  googleSignIn: {
    true: 'Is offered. If you use it, Google learns that you signed in to Stylebook, and tells us your Google account ID, name and email address.',
    false: 'Is not offered here.',
  },
} as const;

const ROWS: { label: string; text: (processors: Processors) => string }[] = [
  { label: 'Emails', text: (p) => PROCESSOR_TEXT.email[p.email] },
  { label: 'Images', text: (p) => PROCESSOR_TEXT.media[p.media] },
  { label: 'Wallet top-ups', text: (p) => PROCESSOR_TEXT.payments[p.payments] },
  {
    label: 'Sign-in with Google',
    text: (p) => PROCESSOR_TEXT.googleSignIn[String(p.googleSignIn) as 'true' | 'false'],
  },
];

/** The outside services of this installation, as the server reports them (`GET /api/about`). */
export function ThisInstallation() {
  const about = useQuery(aboutQueryOptions());
  return (
    <div className="mt-4 rounded-2xl border border-line bg-surface p-5 text-[15px] leading-6">
      <p className="mt-0! text-sm font-semibold text-ink">On this installation</p>
      {about.isSuccess ? (
        <dl className="mt-3 flex flex-col gap-3">
          {ROWS.map((row) => (
            <div key={row.label}>
              <dt className="font-medium">{row.label}</dt>
              <dd className="text-ink-muted">{row.text(about.data.processors)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-3! text-ink-muted">
          {about.isError
            ? 'We could not load this installation’s set-up. By default everything stays on this server: emails in its outbox, images on its disk, and demo payments without real money.'
            : 'Loading this installation’s set-up...'}
        </p>
      )}
    </div>
  );
}

/** The support address as a mail link, once the server has said what it is. */
export function SupportAddress() {
  const about = useQuery(aboutQueryOptions());
  if (!about.isSuccess) return <>our support address</>;
  return <a href={`mailto:${about.data.supportEmail}`}>{about.data.supportEmail}</a>;
}
