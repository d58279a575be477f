import { createFileRoute } from '@tanstack/react-router';
import { useCurrentUser } from '../../auth/auth-provider';
import { Screen } from '../../components/screen';
import { FeedbackForm } from './-components/feedback-form';

/**
 * Open to everyone, signed in or not: the error screen's 'contact support' leads here (docs/product.md §18).
 */
export const Route = createFileRoute('/settings/feedback')({
  component: FeedbackScreen,
});

function FeedbackScreen() {
  const auth = useCurrentUser();
  return (
    <Screen
      title="Feedback"
      description="Tell us what works, what does not, and what you would like to see."
      backFallback="/settings"
    >
      <div className="max-w-xl">
        {auth.status === 'loading' ? (
          <div aria-hidden className="h-80 animate-pulse rounded-2xl bg-sand" />
        ) : (
          <FeedbackForm
            key={auth.user?.id ?? 'visitor'}
            accountEmail={auth.status === 'signedIn' ? auth.user.email : null}
          />
        )}
      </div>
    </Screen>
  );
}
