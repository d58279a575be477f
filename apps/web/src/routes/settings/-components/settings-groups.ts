import type { CurrentUser } from '@stylebook/contracts';
import type { SettingsLink } from './settings-links';

/**
 * The settings screens of docs/product.md §14 grouped as a person looks for them: the subscription price only
 * for stylists, the dashboard under another name for people who are not stylists yet, and the moderation
 * screen only for moderators (§20).
 */
export function settingsGroups({
  role,
  isModerator,
}: Pick<CurrentUser, 'role' | 'isModerator'>): Array<{ heading: string; links: SettingsLink[] }> {
  const stylist = role === 'STYLIST';
  return [
    {
      heading: 'Account',
      links: [
        { to: '/settings/account', label: 'Account', hint: 'Profile, email, password and sessions' },
        { to: '/settings/wallet', label: 'Wallet', hint: 'Balance, top-ups and payouts' },
        {
          to: '/settings/notifications',
          label: 'Notifications',
          hint: 'Which notifications you get by email',
        },
        { to: '/settings/blocked-accounts', label: 'Blocked accounts', hint: 'People you blocked' },
      ],
    },
    {
      heading: 'Subscriptions',
      links: [
        ...(stylist
          ? [
              {
                to: '/settings/subscriptions/price',
                label: 'Subscription price',
                hint: 'What subscribers pay each month',
              } as const,
            ]
          : []),
        {
          to: '/settings/subscriptions/manage',
          label: 'Manage subscriptions',
          hint: 'Stylists you pay to follow',
        },
      ],
    },
    {
      heading: 'Your content',
      links: [
        stylist
          ? { to: '/settings/dashboard', label: 'Dashboard', hint: 'Subscribers, earnings and engagement' }
          : // The dashboard explains to everyone else how to become a stylist.
            { to: '/settings/dashboard', label: 'Become a stylist', hint: 'Paid subscribers and earnings' },
        { to: '/settings/archive', label: 'Archive', hint: 'Collections hidden from your profile' },
      ],
    },
    {
      heading: 'Support',
      links: [
        { to: '/settings/feedback', label: 'Feedback', hint: 'Tell us what to improve' },
        { to: '/settings/about', label: 'About', hint: 'Version, terms and privacy policy' },
      ],
    },
    ...(isModerator
      ? [
          {
            heading: 'Trust and safety',
            links: [
              { to: '/moderation', label: 'Moderation', hint: 'Reports to decide, and the audit' } as const,
            ],
          },
        ]
      : []),
  ];
}
