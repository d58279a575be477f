import { Link } from '@tanstack/react-router';
import { BarChart3 } from 'lucide-react';
import { buttonClasses } from '../../../../components/ui/button';

const STYLIST_PERKS = [
  'Public collections anyone can browse and save, and a profile people subscribe to',
  'Collections for paid subscribers, at a monthly price you set',
  'Earnings in your wallet, paid out on request',
  'This dashboard: subscribers, earnings, likes, saves and purchase-link clicks over time',
];

/**
 * What a shopper (role USER) sees instead of the charts: what stylists get, and how to become one. The
 * account type is chosen when an account is created; an existing account cannot switch yet.
 */
export function BecomeAStylist() {
  return (
    <section
      aria-labelledby="become-a-stylist"
      className="max-w-xl rounded-3xl border border-line bg-surface p-6"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-sand text-ink-muted">
        <BarChart3 aria-hidden className="size-6" strokeWidth={1.75} />
      </span>
      <h2 id="become-a-stylist" className="mt-4 text-lg font-semibold text-ink">
        The dashboard is for stylists
      </h2>
      <p className="mt-2 text-[15px] leading-6 text-ink-muted">
        Your account is a shopper account. Stylist accounts get:
      </p>
      <ul className="mt-3 flex list-disc flex-col gap-1.5 pl-5 text-[15px] leading-6 text-ink">
        {STYLIST_PERKS.map((perk) => (
          <li key={perk}>{perk}</li>
        ))}
      </ul>
      <p className="mt-4 text-[15px] leading-6 text-ink-muted">
        The account type is chosen when an account is created, and a shopper account cannot switch yet. To
        become a stylist, create a stylist account with another email address, or ask us to switch this one.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/register" search={{ returnToPath: undefined }} className={buttonClasses()}>
          Create a stylist account
        </Link>
        <Link to="/settings/feedback" className={buttonClasses({ variant: 'outline' })}>
          Ask to switch this account
        </Link>
      </div>
    </section>
  );
}
