import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../../components/screen';

export const Route = createFileRoute('/_auth/register/preferences')({
  component: RegisterPreferencesScreen,
});

function RegisterPreferencesScreen() {
  return (
    <Screen
      title="Your preferences"
      description="Tell us what you like to wear so we can tailor your feed."
    />
  );
}
