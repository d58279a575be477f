import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicy } from '../components/legal/privacy-policy';
import { plainPageHead } from '../lib/page-head';

/** Public, linked from sign-up and the sitemap; the same policy as /settings/about/privacy-policy. */
export const Route = createFileRoute('/privacy')({
  head: ({ match: { context } }) => plainPageHead('privacy', context.publicOrigin),
  component: () => <PrivacyPolicy backFallback="/" />,
});
