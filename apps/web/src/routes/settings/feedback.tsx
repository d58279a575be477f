import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../components/screen';

export const Route = createFileRoute('/settings/feedback')({
  component: FeedbackScreen,
});

function FeedbackScreen() {
  return (
    <Screen
      title="Feedback"
      description="Tell us what works, what does not, and what you would like to see."
      backFallback="/settings"
    />
  );
}
