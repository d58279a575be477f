import { createFileRoute } from '@tanstack/react-router';
import { TermsAndConditions } from '../../../components/legal/terms-and-conditions';
import { plainPageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/settings/about/terms-and-conditions')({
  head: ({ match: { context } }) => plainPageHead('terms', context.publicOrigin),
  component: TermsAndConditions,
});
