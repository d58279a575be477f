import { Link } from '@tanstack/react-router';
import { buttonClasses } from './ui/button';

/** Shown for any URL no route matches. */
export function NotFound() {
  return (
    <div className="mx-auto flex min-h-[70dvh] max-w-md flex-col items-center justify-center px-6 py-16 text-center">
      <p className="font-display text-7xl font-semibold text-ink-subtle italic">404</p>
      <h1 className="mt-4 font-display text-3xl font-semibold tracking-tight">Not Found</h1>
      <p className="mt-3 text-[15px] leading-6 text-ink-muted">
        This page doesn&apos;t exist or has moved. The featured feed is a good place to start again.
      </p>
      <Link to="/" className={buttonClasses({ className: 'mt-8' })}>
        Go to Home
      </Link>
    </div>
  );
}
