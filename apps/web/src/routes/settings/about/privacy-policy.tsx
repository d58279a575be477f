import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicy } from '../../../components/legal/privacy-policy';

/** The policy of /privacy, reached from /settings/about. */
export const Route = createFileRoute('/settings/about/privacy-policy')({
  component: () => <PrivacyPolicy backFallback="/settings/about" />,
});
