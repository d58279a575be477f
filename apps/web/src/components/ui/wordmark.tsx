import { Link } from '@tanstack/react-router';
import { clsx } from 'clsx';

/** The brand wordmark; links home. */
export function Wordmark({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={clsx('font-display text-2xl font-semibold italic tracking-tight text-ink', className)}
    >
      Stylebook
    </Link>
  );
}
