import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../../components/screen';
import { SettingsLinks } from '../-components/settings-links';

export const Route = createFileRoute('/settings/account/')({
  component: AccountScreen,
});

function AccountScreen() {
  return (
    <Screen title="Account" description="Your sign-in details and profile." backFallback="/settings">
      <div className="max-w-xl">
        <SettingsLinks
          links={[
            {
              to: '/settings/account/change-password',
              label: 'Change password',
              hint: 'Choose a new password',
            },
          ]}
        />
      </div>
    </Screen>
  );
}
