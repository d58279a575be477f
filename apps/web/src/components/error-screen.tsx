import { Link, useRouter } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { TriangleAlert } from 'lucide-react';
import { OfflineScreen } from './offline-screen';
import { buttonClasses } from './ui/button';
import { errorScreenMessage, isOfflineFailure } from './error-message';

function technicalDetails(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * The router's error screen (docs/product.md §14), also shown when a screen's code fails to load; a
 * screen that failed for want of a network says so instead, with a way to try again.
 */
export function ErrorScreen({ error }: ErrorComponentProps) {
  return isOfflineFailure(error) ? <OfflineScreen /> : <SomethingWentWrong error={error} />;
}

function SomethingWentWrong({ error }: { error: unknown }) {
  const router = useRouter();

  return (
    <div className="mx-auto flex min-h-[70dvh] max-w-md flex-col items-center justify-center px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent">
        <TriangleAlert aria-hidden className="size-7" strokeWidth={1.75} />
      </span>
      <h1 className="mt-6 font-display text-3xl font-semibold tracking-tight">Something went wrong</h1>
      <p className="mt-3 text-[15px] leading-6 text-ink-muted">{errorScreenMessage(error)}</p>

      <div className="mt-8 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        <button type="button" onClick={() => window.location.reload()} className={buttonClasses()}>
          Try Again
        </button>
        <button
          type="button"
          onClick={() => router.history.back()}
          className={buttonClasses({ variant: 'outline' })}
        >
          Go Back
        </button>
        {/* A full load: the failure may have left this page's code or state unusable. */}
        <Link to="/" reloadDocument className={buttonClasses({ variant: 'outline' })}>
          Go to Home
        </Link>
      </div>

      <details className="mt-8 w-full rounded-2xl border border-line bg-surface text-left">
        <summary className="cursor-pointer px-4 py-3 text-sm font-medium text-ink-muted">
          Technical details
        </summary>
        <pre className="max-h-64 overflow-auto border-t border-line px-4 py-3 text-xs leading-5 break-words whitespace-pre-wrap text-ink-muted">
          {technicalDetails(error)}
        </pre>
      </details>

      <p className="mt-6 text-sm text-ink-muted">
        If this keeps happening,{' '}
        <Link to="/settings/feedback" className="font-medium text-ink underline underline-offset-4">
          contact support
        </Link>
        .
      </p>
    </div>
  );
}
