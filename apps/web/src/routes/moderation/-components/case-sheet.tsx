import { Link } from '@tanstack/react-router';
import { MODERATION_NOTE_MAX_LENGTH } from '@stylebook/contracts';
import type { ModerationAction, ModerationCase, ModerationTarget } from '@stylebook/contracts';
import { useState } from 'react';
import { relativeTime } from '../../../components/notifications/notification-display';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { Sheet } from '../../../components/ui/sheet';
import { formErrorMessage } from '../../../lib/form-error';
import { useModerateCase, useReinstate } from '../../../queries/moderation';
import { Resolution, TargetPicture } from './case-parts';
import {
  TARGET_KIND_LABELS,
  reasonLabel,
  reasonsLine,
  refundLine,
  reportCountLabel,
} from './moderation-text';

/** What a suspension does, said before it is done (docs/product.md §20). */
const SUSPEND_EXPLANATION =
  "They are signed out everywhere and can't sign in; their profile and everything they made are hidden.";

const TARGET_ROUTES = {
  product: '/products/$id',
  look: '/looks/$id',
  collection: '/collections/$id',
  user: '/profiles/$id',
} as const;

/**
 * A case opened from the queue (docs/product.md §20): what was reported, why and in whose words, and what a
 * moderator may do. An open case is dismissed, removed (not a person) or its owner suspended, with an optional
 * note; a suspended owner is reinstated instead, from an open case or a resolved one.
 */
export function CaseSheet({
  moderationCase,
  viewerId,
  onClose,
}: {
  moderationCase: ModerationCase;
  viewerId: string;
  onClose: () => void;
}) {
  const { target } = moderationCase;
  const owner = target.owner;
  const [note, setNote] = useState('');
  const [confirmingSuspend, setConfirmingSuspend] = useState(false);
  const moderate = useModerateCase(viewerId);
  const reinstate = useReinstate(viewerId);
  const isOpen = moderationCase.status === 'open';
  const pending = moderate.isPending || reinstate.isPending;
  const error = moderate.error ?? reinstate.error;

  const act = (action: ModerationAction) =>
    moderate.mutate({ caseId: moderationCase.id, action, note, owner }, { onSuccess: onClose });

  const actions = (
    <div className="flex flex-col gap-2 md:flex-row md:flex-wrap">
      {isOpen && (
        <button
          type="button"
          disabled={pending}
          onClick={() => act('dismiss')}
          className={buttonClasses({ variant: 'outline', size: 'lg' })}
        >
          Dismiss
        </button>
      )}
      {isOpen && target.type !== 'user' && (
        <button
          type="button"
          disabled={pending}
          onClick={() => act('remove')}
          className={buttonClasses({ size: 'lg' })}
        >
          Remove
        </button>
      )}
      {target.ownerSuspended ? (
        <button
          type="button"
          disabled={pending}
          onClick={() => reinstate.mutate(owner, { onSuccess: onClose })}
          className={buttonClasses({ variant: 'outline', size: 'lg' })}
        >
          Reinstate @{owner.username}
        </button>
      ) : (
        isOpen && (
          <button
            type="button"
            disabled={pending}
            onClick={() => {
              moderate.reset();
              setConfirmingSuspend(true);
            }}
            className={buttonClasses({ variant: 'danger', size: 'lg' })}
          >
            Suspend @{owner.username}
          </button>
        )
      )}
    </div>
  );

  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Reported ${TARGET_KIND_LABELS[target.type].toLowerCase()}`}
      // A resolved case leaves nothing to do unless its owner is suspended.
      footer={(isOpen || target.ownerSuspended) && actions}
    >
      <div className="flex flex-col gap-5 pb-2">
        <TargetPreview target={target} />
        <CaseReports moderationCase={moderationCase} />
        {moderationCase.resolution && (
          <section aria-label="Resolution" className="rounded-2xl bg-sand/60 p-3">
            <Resolution resolution={moderationCase.resolution} now={new Date()} />
          </section>
        )}
        {isOpen && (
          <TextAreaField
            label="Note"
            hint="Optional. The owner of a removed thing reads it as the reason."
            value={note}
            maxLength={MODERATION_NOTE_MAX_LENGTH}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
        {error && !confirmingSuspend && <Alert tone="error">{formErrorMessage(error)}</Alert>}
      </div>
      <SuspendSheet
        open={confirmingSuspend}
        target={target}
        pending={moderate.isPending}
        error={moderate.error}
        onSuspend={() => act('suspend')}
        onClose={() => setConfirmingSuspend(false)}
      />
    </Sheet>
  );
}

/** The reported thing: its picture and title, a link to it while it shows, its kind and owner. */
function TargetPreview({ target }: { target: ModerationTarget }) {
  // A removed thing, or anything of a suspended person, is not found by anyone but its owner.
  const visible = !target.removed && !target.ownerSuspended;
  return (
    <div className="flex items-center gap-3">
      <TargetPicture target={target} className="size-20" />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        {visible ? (
          <Link
            to={TARGET_ROUTES[target.type]}
            params={{ id: target.id }}
            className="text-[16px] font-semibold break-words text-ink underline-offset-4 hover:underline"
          >
            {target.title}
          </Link>
        ) : (
          <span className="text-[16px] font-semibold break-words text-ink">{target.title}</span>
        )}
        <span className="text-[14px] text-ink-muted">
          {TARGET_KIND_LABELS[target.type]} · @{target.owner.username}
        </span>
        {(target.removed || target.ownerSuspended) && (
          <span className="flex flex-wrap gap-1.5 pt-1">
            {target.removed && <Badge>Removed</Badge>}
            {target.ownerSuspended && <Badge>Owner suspended</Badge>}
          </span>
        )}
      </span>
    </div>
  );
}

function Badge({ children }: { children: string }) {
  return (
    <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800">
      {children}
    </span>
  );
}

/** Why it was reported, how often, and the reporters' own words, newest first. */
function CaseReports({ moderationCase }: { moderationCase: ModerationCase }) {
  const now = new Date();
  const said = moderationCase.details.filter(({ details }) => details.trim() !== '');
  return (
    <section aria-label="Reports" className="flex flex-col gap-3">
      <p className="text-[15px] text-ink">
        <span className="font-semibold">{reasonsLine(moderationCase.reasons)}</span>
        <span className="text-ink-muted">
          {' · '}
          {reportCountLabel(moderationCase.reportCount)} · first reported{' '}
          {relativeTime(moderationCase.firstReportedAt, now)}
        </span>
      </p>
      {said.length === 0 ? (
        <p className="text-sm text-ink-muted">No reporter added details.</p>
      ) : (
        <ul aria-label="Reporters' details" className="flex flex-col gap-2">
          {said.map((detail, index) => (
            <li key={index} className="rounded-xl border border-line px-3 py-2">
              <p className="text-[13px] text-ink-muted">
                {reasonLabel(detail.reason)} ·{' '}
                <time dateTime={detail.createdAt}>{relativeTime(detail.createdAt, now)}</time>
              </p>
              <p className="mt-0.5 text-[15px] whitespace-pre-line text-ink">{detail.details}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The second question before a suspension, over the case: what it does, and whom it refunds. */
function SuspendSheet({
  open,
  target,
  pending,
  error,
  onSuspend,
  onClose,
}: {
  open: boolean;
  target: ModerationTarget;
  pending: boolean;
  error: Error | null;
  onSuspend: () => void;
  onClose: () => void;
}) {
  return (
    <Sheet
      nested
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={`Suspend @${target.owner.username}?`}
    >
      <div className="mx-auto flex max-w-sm flex-col gap-4">
        <p className="text-[15px] leading-6 text-ink-muted">{SUSPEND_EXPLANATION}</p>
        {target.ownerPaidSubscribers > 0 && (
          <p className="text-[15px] leading-6 text-ink">{refundLine(target.ownerPaidSubscribers)}</p>
        )}
        {error && <Alert tone="error">{formErrorMessage(error)}</Alert>}
        <button
          type="button"
          disabled={pending}
          onClick={onSuspend}
          className={buttonClasses({ variant: 'danger', size: 'lg' })}
        >
          {pending ? 'Suspending…' : 'Suspend'}
        </button>
        <button type="button" onClick={onClose} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          Cancel
        </button>
      </div>
    </Sheet>
  );
}
