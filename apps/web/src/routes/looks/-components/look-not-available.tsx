import { Link } from '@tanstack/react-router';
import { ImageOff } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';

/** A missing look, and one the viewer may not see, look the same (DESIGN.md §5). */
export function LookNotAvailable() {
  return (
    <div className="mx-auto flex min-h-[70dvh] max-w-md flex-col items-center justify-center px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-sand text-ink-muted">
        <ImageOff aria-hidden className="size-7" strokeWidth={1.75} />
      </span>
      <h1 className="mt-6 font-display text-3xl font-semibold tracking-tight">This look is not available</h1>
      <p className="mt-3 text-[15px] leading-6 text-ink-muted">
        It may have been removed, or it is only visible to its owner&apos;s subscribers.
      </p>
      <Link to="/" className={buttonClasses({ className: 'mt-8' })}>
        Go to Home
      </Link>
    </div>
  );
}
