import { useInfiniteQuery } from '@tanstack/react-query';
import type { CaseStatus, ModerationCase } from '@stylebook/contracts';
import { CircleCheck, Inbox } from 'lucide-react';
import { useState } from 'react';
import { relativeTime } from '../../../components/notifications/notification-display';
import { moderationQueueQueryOptions } from '../../../queries/moderation';
import { Resolution, TargetPicture } from './case-parts';
import { CaseSheet } from './case-sheet';
import { ModerationList } from './moderation-list';
import { TARGET_KIND_LABELS, reasonsLine, reportCountLabel } from './moderation-text';

const TAB_TEXT: Record<CaseStatus, { label: string; empty: string }> = {
  open: { label: 'Open reports', empty: 'No open reports' },
  resolved: { label: 'Resolved reports', empty: 'Nothing resolved yet' },
};

/** The Open or Resolved tab: a row per reported thing; a row opens its case. */
export function CaseList({ viewerId, status }: { viewerId: string; status: CaseStatus }) {
  const list = useInfiniteQuery(moderationQueueQueryOptions(viewerId, status));
  const [opened, setOpened] = useState<ModerationCase | null>(null);
  const now = new Date();
  const Icon = status === 'open' ? Inbox : CircleCheck;
  return (
    <>
      <ModerationList
        list={list}
        label={TAB_TEXT[status].label}
        empty={TAB_TEXT[status].empty}
        emptyIcon={<Icon aria-hidden className="size-6" />}
      >
        {(moderationCase) => (
          <CaseRow moderationCase={moderationCase} now={now} onOpen={() => setOpened(moderationCase)} />
        )}
      </ModerationList>
      {opened && <CaseSheet moderationCase={opened} viewerId={viewerId} onClose={() => setOpened(null)} />}
    </>
  );
}

function CaseRow({
  moderationCase,
  now,
  onOpen,
}: {
  moderationCase: ModerationCase;
  now: Date;
  onOpen: () => void;
}) {
  const { target, resolution } = moderationCase;
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-full items-start gap-3 px-4 py-3 text-left transition hover:bg-sand/70"
    >
      <TargetPicture target={target} className="size-14" />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="truncate text-[15px] font-semibold text-ink">{target.title}</span>
        <span className="truncate text-[13px] text-ink-muted">
          {TARGET_KIND_LABELS[target.type]} · @{target.owner.username}
        </span>
        <span className="text-[14px] text-ink">{reasonsLine(moderationCase.reasons)}</span>
        <span className="text-[13px] text-ink-muted">
          {reportCountLabel(moderationCase.reportCount)} · first reported{' '}
          <time dateTime={moderationCase.firstReportedAt}>
            {relativeTime(moderationCase.firstReportedAt, now)}
          </time>
        </span>
        {resolution && (
          <span className="mt-1">
            <Resolution resolution={resolution} now={now} />
          </span>
        )}
      </span>
    </button>
  );
}
