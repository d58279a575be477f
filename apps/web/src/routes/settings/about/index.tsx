import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../../components/screen';
import { SettingsLinks } from '../-components/settings-links';

export const Route = createFileRoute('/settings/about/')({
  component: AboutScreen,
});

function AboutScreen() {
  return (
    <Screen title="About" description="The terms and policies behind Stylebook." backFallback="/settings">
      <div className="max-w-xl">
        <SettingsLinks
          links={[
            {
              to: '/settings/about/terms-and-conditions',
              label: 'Terms and conditions',
              hint: 'The rules of using Stylebook',
            },
            {
              to: '/settings/about/privacy-policy',
              label: 'Privacy policy',
              hint: 'How your data is handled',
            },
          ]}
        />
      </div>
    </Screen>
  );
}
