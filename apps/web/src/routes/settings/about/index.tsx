import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../../components/screen';
import { APP_COMMIT, APP_VERSION } from '../../../lib/app-version';
import { SettingsLinks } from '../-components/settings-links';

export const Route = createFileRoute('/settings/about/')({
  component: AboutScreen,
});

function AboutScreen() {
  return (
    <Screen
      title="About"
      description="Stylebook is where you collect products, build looks and follow the stylists you love."
      backFallback="/settings"
    >
      <div className="max-w-xl">
        <section aria-labelledby="about-version" className="mb-8">
          <h2
            id="about-version"
            className="mb-2 px-1 text-xs font-semibold tracking-[0.08em] text-ink-muted uppercase"
          >
            This app
          </h2>
          <dl className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
            <div className="flex items-center justify-between gap-4 px-4 py-3.5">
              <dt className="text-[15px] font-medium text-ink">Version</dt>
              <dd className="text-[15px] text-ink-muted tabular-nums">{APP_VERSION}</dd>
            </div>
            {APP_COMMIT && (
              <div className="flex items-center justify-between gap-4 px-4 py-3.5">
                <dt className="text-[15px] font-medium text-ink">Build</dt>
                <dd className="font-mono text-[14px] text-ink-muted">{APP_COMMIT}</dd>
              </div>
            )}
          </dl>
        </section>
        <SettingsLinks
          heading="Legal"
          links={[
            {
              to: '/settings/about/terms-and-conditions',
              label: 'Terms and conditions',
              hint: 'The rules of using Stylebook, the wallet and subscriptions',
            },
            {
              to: '/settings/about/privacy-policy',
              label: 'Privacy policy',
              hint: 'What we keep, for how long, and how to export or delete it',
            },
          ]}
        />
        <SettingsLinks
          heading="More"
          links={[
            { to: '/settings/feedback', label: 'Send feedback', hint: 'Report a problem or suggest an idea' },
            { to: '/sitemap', label: 'Sitemap', hint: 'Every public area of Stylebook' },
          ]}
        />
      </div>
    </Screen>
  );
}
