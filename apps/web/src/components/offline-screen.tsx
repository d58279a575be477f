import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { WifiOff } from 'lucide-react';
import { StatusScreen } from './status-screen';
import { buttonClasses } from './ui/button';

/**
 * A screen whose data could not load because the device has no network. The app itself opened (the
 * service worker keeps it), so Retry only asks for the screen's data again, without reloading the page.
 */
export function OfflineScreen() {
  const router = useRouter();
  const queryErrors = useQueryErrorResetBoundary();

  function retry() {
    queryErrors.reset();
    void router.invalidate();
  }

  return (
    <StatusScreen
      icon={<WifiOff aria-hidden className="size-6" strokeWidth={1.75} />}
      title="You're offline"
      description="This screen needs an internet connection. Check your Wi-Fi or mobile data, then try again."
      action={
        <button type="button" onClick={retry} className={buttonClasses()}>
          Retry
        </button>
      }
    />
  );
}
