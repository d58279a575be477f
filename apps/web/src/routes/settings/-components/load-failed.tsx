import { RotateCw } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { formErrorMessage } from '../../../lib/form-error';

/**
 * What a part of a settings screen shows when its data did not load: what failed, the reason (the server's
 * own, e.g. an unverified email), and a way to ask again.
 */
export function LoadFailed({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <EmptyState
      icon={<RotateCw aria-hidden className="size-6" strokeWidth={1.75} />}
      title={title}
      description={formErrorMessage(error)}
      action={
        <button
          type="button"
          onClick={onRetry}
          className={buttonClasses({ variant: 'outline', className: 'mt-6' })}
        >
          Retry
        </button>
      }
    />
  );
}
