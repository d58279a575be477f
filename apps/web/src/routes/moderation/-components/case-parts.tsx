import { mediaVariant } from '@stylebook/contracts';
import type { ModerationCase, ModerationTarget, ReportTargetType, UserSummary } from '@stylebook/contracts';
import { clsx } from 'clsx';
import { Images, Package, Shirt, User, type LucideIcon } from 'lucide-react';
import { relativeTime } from '../../../components/notifications/notification-display';
import { ACTION_DONE_LABELS } from './moderation-text';

const KIND_ICONS: Record<ReportTargetType, LucideIcon> = {
  product: Package,
  look: Shirt,
  collection: Images,
  user: User,
};

/** What a case is about: its picture, a person's round, or the kind's icon when it has none. */
export function TargetPicture({
  target,
  className,
}: {
  target: Pick<ModerationTarget, 'type' | 'imageUrl'>;
  /** Its size, e.g. `size-14`. */
  className: string;
}) {
  const shape = target.type === 'user' ? 'rounded-full' : 'rounded-xl';
  if (target.imageUrl) {
    return (
      <img
        src={mediaVariant(target.imageUrl, 320)}
        alt=""
        loading="lazy"
        className={clsx('shrink-0 bg-sand object-cover', shape, className)}
      />
    );
  }
  const Icon = KIND_ICONS[target.type];
  return (
    <span
      className={clsx('flex shrink-0 items-center justify-center bg-sand text-ink-subtle', shape, className)}
    >
      <Icon aria-hidden className="size-6" strokeWidth={1.5} />
    </span>
  );
}

/** Who took an action: their @username, or what is left once their account is deleted. */
export function moderatorName(moderator: Pick<UserSummary, 'username'> | null): string {
  return moderator ? `@${moderator.username}` : 'A deleted account';
}

/** A resolved case's outcome: "Removed · @moderator · 2 hr. ago", then the moderator's note. */
export function Resolution({
  resolution,
  now,
}: {
  resolution: NonNullable<ModerationCase['resolution']>;
  now: Date;
}) {
  return (
    <span className="flex flex-col gap-0.5 text-[14px]">
      <span className="text-ink">
        <span className="font-semibold">{ACTION_DONE_LABELS[resolution.action]}</span>
        {' · '}
        {moderatorName(resolution.moderator)}
        {' · '}
        <time dateTime={resolution.resolvedAt} className="text-ink-muted">
          {relativeTime(resolution.resolvedAt, now)}
        </time>
      </span>
      {resolution.note && <span className="whitespace-pre-line text-ink-muted">{resolution.note}</span>}
    </span>
  );
}
