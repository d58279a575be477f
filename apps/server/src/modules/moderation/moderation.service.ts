import type {
  AuditLog,
  ModerationActionBody,
  ModerationCase,
  ModerationQueue,
  ModerationQueueQuery,
  PageQuery,
  ReportTargetType,
  UserSummary,
} from '@stylebook/contracts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { notify } from '../notifications/notifications.service.ts';
import type { ProRataRefunds } from '../paid-subscriptions/refunds.ts';
import {
  isRemovable,
  type CaseRow,
  type ModerationRepository,
  type TargetRow,
} from './moderation.repository.ts';

export interface ModerationServiceDeps {
  db: Db;
  repository: ModerationRepository;
  refunds: Pick<ProRataRefunds, 'endAllWithRefund'>;
  /** Called after a commit that queued mail (a removal's notification may be mailed at once). */
  mailQueued: () => void;
}

/** The reporters' words shown per case. */
const DETAILS_PER_CASE = 20;

const caseNotFound = () => notFound('Case not found');

/** A person as cards show them, from a row that holds more. */
const summaryOf = ({ id, username, name, avatarUrl, role }: UserSummary): UserSummary => ({
  id,
  username,
  name,
  avatarUrl,
  role,
});

/** How a person is named in the audit, which outlives them. */
const personTitle = (person: { name: string; username: string }) => `${person.name} (@${person.username})`;

/**
 * Moderation (docs/product.md §20): the queue of reported things, one case each, and what moderators do with
 * them. Every action and its audit entry are one transaction.
 */
export function createModerationService({ db, repository, refunds, mailQueued }: ModerationServiceDeps) {
  /** The cases as the screen shows them: target, owner, reasons, the reporters' words, the resolution. */
  async function toCases(rows: CaseRow[]): Promise<ModerationCase[]> {
    const caseIds = rows.map(({ id }) => id);
    const byType = new Map<ReportTargetType, string[]>();
    for (const row of rows) byType.set(row.targetType, [...(byType.get(row.targetType) ?? []), row.targetId]);
    const [reasons, details, targetLists] = await Promise.all([
      repository.reasonCounts(caseIds),
      repository.details(caseIds),
      Promise.all([...byType].map(([type, ids]) => repository.targets(type, ids))),
    ]);
    const targets = new Map(targetLists.flat().map((target) => [`${target.type}:${target.id}`, target]));
    const personIds = [
      ...new Set([
        ...[...targets.values()].map(({ ownerId }) => ownerId),
        ...rows.flatMap(({ resolvedBy }) => (resolvedBy ? [resolvedBy] : [])),
      ]),
    ];
    const people = new Map((await repository.people(personIds)).map((person) => [person.id, person]));
    const summary = (id: string | null): UserSummary | null => {
      const person = id ? people.get(id) : undefined;
      return person ? summaryOf(person) : null;
    };
    return rows.flatMap((row) => {
      const target = targets.get(`${row.targetType}:${row.targetId}`);
      const owner = target && people.get(target.ownerId);
      if (!target || !owner) return [];
      const caseReasons = reasons
        .filter(({ caseId }) => caseId === row.id)
        .map(({ reason, count }) => ({ reason, count }))
        .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
      return [
        {
          id: row.id,
          status: row.resolvedAt ? 'resolved' : 'open',
          target: {
            type: target.type,
            id: target.id,
            title: target.title,
            imageUrl: target.imageUrl,
            owner: summary(owner.id)!,
            ownerSuspended: owner.suspended,
            ownerPaidSubscribers: owner.paidSubscribers,
            removed: target.removed,
          },
          reasons: caseReasons,
          reportCount: caseReasons.reduce((total, { count }) => total + count, 0),
          firstReportedAt: row.openedAt.toISOString(),
          details: details
            .filter(({ caseId }) => caseId === row.id)
            .slice(0, DETAILS_PER_CASE)
            .map(({ reason, details: words, createdAt }) => ({
              reason,
              details: words ?? '',
              createdAt: createdAt.toISOString(),
            })),
          resolution:
            row.resolvedAt && row.action
              ? {
                  action: row.action,
                  note: row.note,
                  moderator: summary(row.resolvedBy),
                  resolvedAt: row.resolvedAt.toISOString(),
                }
              : null,
        } satisfies ModerationCase,
      ];
    });
  }

  /**
   * Suspends the person inside `tx`: every sign-in ends, their paid subscribers are refunded pro rata and
   * those subscriptions end, their own stop renewing, and everything they made is hidden (db/visibility.ts).
   * Answers how many subscribers were refunded.
   */
  async function suspend(tx: Db, userId: string): Promise<number> {
    if (!(await repository.suspend(tx, userId))) return 0;
    await repository.endSessions(tx, userId);
    const refunded = await refunds.endAllWithRefund(tx, userId, new Date());
    await repository.stopRenewals(tx, userId);
    await repository.touchEverythingOf(tx, userId);
    return refunded;
  }

  /** Removes the thing inside `tx` and tells its owner, by mail too unless they turned that off. */
  async function remove(tx: Db, target: TargetRow, note: string | null): Promise<void> {
    const { type } = target;
    if (!isRemovable(type)) throw badRequest("A profile can't be removed: suspend the person instead");
    await repository.remove(tx, type, target.id, note);
    await notify(tx, {
      kind: 'removed_by_moderators',
      recipientId: target.ownerId,
      payload: { targetType: type, targetId: target.id, title: target.title, note },
    });
  }

  return {
    async queue({ status, page, limit }: ModerationQueueQuery): Promise<ModerationQueue> {
      const [total, rows] = await Promise.all([
        repository.countCases(status),
        repository.listCases(status, { limit, offset: (page - 1) * limit }),
      ]);
      return { items: await toCases(rows), pagination: { page, pages: Math.ceil(total / limit) } };
    },

    /** Resolves an open case by one action; a case already resolved is 409, one whose thing is gone 404. */
    async act(actor: Actor, caseId: string, { action, note }: ModerationActionBody): Promise<ModerationCase> {
      const words = note || null;
      await db.transaction(async (tx) => {
        const row = await repository.lockCase(tx, caseId);
        if (!row) throw caseNotFound();
        if (row.resolvedAt) throw conflict('This case is already resolved');
        const [target] = await repository.targets(row.targetType, [row.targetId], tx);
        if (!target) throw notFound('What was reported no longer exists');
        let refunded = 0;
        if (action === 'remove') await remove(tx, target, words);
        if (action === 'suspend') {
          if (target.ownerId === actor.userId) throw badRequest("You can't suspend yourself");
          refunded = await suspend(tx, target.ownerId);
        }
        await repository.resolveCase(tx, row.id, { action, note: words, moderatorId: actor.userId });
        const [owner] = action === 'suspend' ? await repository.people([target.ownerId], tx) : [];
        await repository.audit(tx, {
          moderatorId: actor.userId,
          action,
          // A suspension acts on the person, whatever of theirs was reported.
          targetType: owner ? 'user' : target.type,
          targetId: owner ? owner.id : target.id,
          targetTitle: owner ? personTitle(owner) : target.title,
          note: words,
          refunds: refunded,
        });
      });
      if (action === 'remove') mailQueued();
      const [resolved] = await toCases([(await repository.findCase(caseId))!]);
      if (!resolved) throw notFound('What was reported no longer exists');
      return resolved;
    },

    /** Lifts a suspension (not its refunds); reinstating someone not suspended changes nothing. */
    async reinstate(actor: Actor, userId: string): Promise<void> {
      const [person] = await repository.people([userId]);
      if (!person) throw notFound('User not found');
      await db.transaction(async (tx) => {
        if (!(await repository.reinstate(tx, userId))) return;
        await repository.touchEverythingOf(tx, userId);
        await repository.audit(tx, {
          moderatorId: actor.userId,
          action: 'reinstate',
          targetType: 'user',
          targetId: userId,
          targetTitle: personTitle(person),
          note: null,
        });
      });
    },

    async audit({ page, limit }: PageQuery): Promise<AuditLog> {
      const [total, rows] = await Promise.all([
        repository.countAudit(),
        repository.listAudit({ limit, offset: (page - 1) * limit }),
      ]);
      const moderatorIds = [
        ...new Set(rows.flatMap(({ moderatorId }) => (moderatorId ? [moderatorId] : []))),
      ];
      const moderators = new Map(
        (await repository.people(moderatorIds)).map((person) => [person.id, person]),
      );
      return {
        items: rows.map((row) => {
          const moderator = row.moderatorId ? moderators.get(row.moderatorId) : undefined;
          return {
            id: row.id,
            moderator: moderator ? summaryOf(moderator) : null,
            action: row.action,
            target: { type: row.targetType, id: row.targetId, title: row.targetTitle },
            note: row.note,
            refunds: row.refunds,
            createdAt: row.createdAt.toISOString(),
          };
        }),
        pagination: { page, pages: Math.ceil(total / limit) },
      };
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
