import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicy } from '../components/legal/privacy-policy';

/** Public, linked from sign-up and the sitemap; the same policy as /settings/about/privacy-policy. */
export const Route = createFileRoute('/privacy')({
  component: () => <PrivacyPolicy backFallback="/" />,
});
