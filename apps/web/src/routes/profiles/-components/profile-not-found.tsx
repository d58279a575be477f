import { Link } from '@tanstack/react-router';
import { UserX } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';

/** An unknown or deleted person. */
export function ProfileNotFound() {
  return (
    <div className="mx-auto flex min-h-[70dvh] max-w-md flex-col items-center justify-center px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-sand text-ink-muted">
        <UserX aria-hidden className="size-7" strokeWidth={1.75} />
      </span>
      <h1 className="mt-6 font-display text-3xl font-semibold tracking-tight">
        This profile doesn&apos;t exist
      </h1>
      <p className="mt-3 text-[15px] leading-6 text-ink-muted">
        The link may be mistyped, or the account has been deleted.
      </p>
      <Link to="/" className={buttonClasses({ className: 'mt-8' })}>
        Go to Home
      </Link>
    </div>
  );
}
