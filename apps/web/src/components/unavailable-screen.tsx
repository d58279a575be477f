import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClasses } from './ui/button';

interface UnavailableScreenProps {
  icon: ReactNode;
  title: string;
  description: string;
}

/**
 * A product, look, collection or profile that is missing or hidden: both answer 404 (DESIGN.md §5), so the
 * screen says only that it is not available, and offers the way home.
 */
export function UnavailableScreen({ icon, title, description }: UnavailableScreenProps) {
  return (
    <div className="mx-auto flex min-h-[70dvh] max-w-md flex-col items-center justify-center px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-sand text-ink-muted">
        {icon}
      </span>
      <h1 className="mt-6 font-display text-3xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-3 text-[15px] leading-6 text-ink-muted">{description}</p>
      <Link to="/" className={buttonClasses({ className: 'mt-8' })}>
        Go to Home
      </Link>
    </div>
  );
}
