import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@stylebook/contracts';
import { ScrollText } from 'lucide-react';
import { relativeTime } from '../../../components/notifications/notification-display';
import { moderationAuditQueryOptions } from '../../../queries/moderation';
import { moderatorName } from './case-parts';
import { ModerationList } from './moderation-list';
import { ACTION_DONE_LABELS, TARGET_KIND_LABELS } from './moderation-text';

/** The Audit tab: every moderator's actions, newest first, as they were taken. */
export function AuditList({ viewerId }: { viewerId: string }) {
  const list = useInfiniteQuery(moderationAuditQueryOptions(viewerId));
  const now = new Date();
  return (
    <ModerationList
      list={list}
      label="Moderation actions"
      empty="No moderation actions yet"
      emptyIcon={<ScrollText aria-hidden className="size-6" />}
    >
      {(entry) => <AuditRow entry={entry} now={now} />}
    </ModerationList>
  );
}

function AuditRow({ entry, now }: { entry: AuditEntry; now: Date }) {
  return (
    <div className="flex flex-col gap-0.5 px-4 py-3">
      <p className="text-[15px] text-ink">
        <span className="font-semibold">{ACTION_DONE_LABELS[entry.action]}</span> ·{' '}
        {moderatorName(entry.moderator)}
      </p>
      <p className="truncate text-[14px] text-ink">
        <span className="text-ink-muted">{TARGET_KIND_LABELS[entry.target.type]}:</span> {entry.target.title}
      </p>
      {entry.note && <p className="text-[14px] whitespace-pre-line text-ink-muted">{entry.note}</p>}
      <p className="text-[13px] text-ink-muted">
        {entry.refunds > 0 && <>{entry.refunds} refunded · </>}
        <time dateTime={entry.createdAt}>{relativeTime(entry.createdAt, now)}</time>
      </p>
    </div>
  );
}
