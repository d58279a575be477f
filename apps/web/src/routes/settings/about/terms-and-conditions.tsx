import { createFileRoute } from '@tanstack/react-router';
import { TermsAndConditions } from '../../../components/legal/terms-and-conditions';

export const Route = createFileRoute('/settings/about/terms-and-conditions')({
  component: TermsAndConditions,
});
