import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../components/screen';
import { SettingsLinks } from './-components/settings-links';

export const Route = createFileRoute('/settings/')({
  component: SettingsScreen,
});

function SettingsScreen() {
  return (
    <Screen title="Settings" description="Your account, money, subscriptions and support." backFallback="/">
      <div className="max-w-xl">
        <SettingsLinks
          heading="Account"
          links={[
            { to: '/settings/account', label: 'Account', hint: 'Email, password and profile details' },
            { to: '/settings/wallet', label: 'Wallet', hint: 'Balance, top-ups and payouts' },
          ]}
        />
        <SettingsLinks
          heading="Subscriptions"
          links={[
            {
              to: '/settings/subscriptions/price',
              label: 'Subscription price',
              hint: 'What subscribers pay each month',
            },
            {
              to: '/settings/subscriptions/manage',
              label: 'Manage subscriptions',
              hint: 'Profiles you pay to follow',
            },
          ]}
        />
        <SettingsLinks
          heading="Your content"
          links={[
            { to: '/settings/dashboard', label: 'Dashboard', hint: 'Subscribers, earnings and engagement' },
            { to: '/settings/archive', label: 'Archive', hint: 'Collections hidden from your profile' },
          ]}
        />
        <SettingsLinks
          heading="Support"
          links={[
            { to: '/settings/feedback', label: 'Feedback', hint: 'Tell us what to improve' },
            { to: '/settings/about', label: 'About', hint: 'Terms and privacy policy' },
          ]}
        />
      </div>
    </Screen>
  );
}
