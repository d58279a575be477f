import { Link } from '@tanstack/react-router';
import { FolderX } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';

/** Missing and private collections answer the same 404 (DESIGN.md §5). */
export function CollectionNotAvailable() {
  return (
    <div className="mx-auto flex min-h-[70dvh] max-w-md flex-col items-center justify-center px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-sand text-ink-muted">
        <FolderX aria-hidden className="size-7" strokeWidth={1.75} />
      </span>
      <h1 className="mt-6 font-display text-3xl font-semibold tracking-tight">
        This collection is not available
      </h1>
      <p className="mt-3 text-[15px] leading-6 text-ink-muted">
        It may have been removed, or its owner keeps it private.
      </p>
      <Link to="/" className={buttonClasses({ className: 'mt-8' })}>
        Go to Home
      </Link>
    </div>
  );
}
