import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicy } from '../../../components/legal/privacy-policy';
import { plainPageHead } from '../../../lib/page-head';

/** The policy of /privacy, reached from /settings/about. */
export const Route = createFileRoute('/settings/about/privacy-policy')({
  head: ({ match: { context } }) => plainPageHead('privacy', context.publicOrigin),
  component: () => <PrivacyPolicy backFallback="/settings/about" />,
});
