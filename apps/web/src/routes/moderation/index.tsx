import { createFileRoute } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useCurrentUser } from '../../auth/auth-provider';
import { requireModerator } from '../../auth/require-signed-in';
import { Screen } from '../../components/screen';
import { AuditList } from './-components/audit-list';
import { CaseList } from './-components/case-list';

export const Route = createFileRoute('/moderation/')({
  beforeLoad: requireModerator,
  component: ModerationScreen,
});

type ModerationTab = 'open' | 'resolved' | 'audit';

const TABS: ReadonlyArray<{ tab: ModerationTab; label: string }> = [
  { tab: 'open', label: 'Open' },
  { tab: 'resolved', label: 'Resolved' },
  { tab: 'audit', label: 'Audit' },
];

/** The moderators' screen (docs/product.md §20): reports to decide, reports decided, and who did what. */
function ModerationScreen() {
  const auth = useCurrentUser();
  const viewerId = auth.user?.id ?? '';
  const [tab, setTab] = useState<ModerationTab>('open');
  return (
    <Screen
      title="Moderation"
      description="Reported products, looks, collections and people, and every moderator's actions."
      backFallback="/settings"
    >
      <div className="max-w-2xl">
        <div role="tablist" aria-label="Moderation sections" className="flex gap-6 border-b border-line">
          {TABS.map(({ tab: value, label }) => (
            <button
              key={value}
              type="button"
              role="tab"
              id={`moderation-tab-${value}`}
              aria-selected={tab === value}
              aria-controls="moderation-panel"
              onClick={() => setTab(value)}
              className={clsx(
                '-mb-px min-h-11 border-b-2 pt-1 pb-2 text-[15px] font-semibold transition',
                tab === value ? 'border-ink text-ink' : 'border-transparent text-ink-muted hover:text-ink',
              )}
            >
              {label}
            </button>
          ))}
        </div>
        <section
          id="moderation-panel"
          role="tabpanel"
          aria-labelledby={`moderation-tab-${tab}`}
          className="pt-6"
        >
          {viewerId &&
            (tab === 'audit' ? (
              <AuditList viewerId={viewerId} />
            ) : (
              <CaseList key={tab} viewerId={viewerId} status={tab} />
            ))}
        </section>
      </div>
    </Screen>
  );
}
