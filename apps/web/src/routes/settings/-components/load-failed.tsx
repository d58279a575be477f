import { buttonClasses } from '../../../components/ui/button';

/** What a part of a settings screen shows when its data did not load: the reason, and a way to ask again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-sm text-ink-muted">{message}</p>
      <button type="button" onClick={onRetry} className={buttonClasses({ variant: 'outline' })}>
        Retry
      </button>
    </div>
  );
}
