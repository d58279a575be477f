import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useCurrentUser } from '../../auth/auth-provider';
import { requireModerator } from '../../auth/require-signed-in';
import { Screen } from '../../components/screen';
import { TabStrip } from '../../components/ui/tab-strip';
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
        <TabStrip
          tabs={TABS}
          selected={tab}
          onSelect={setTab}
          idPrefix="moderation"
          label="Moderation sections"
        />
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
