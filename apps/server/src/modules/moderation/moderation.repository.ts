import type { AuditAction, CaseStatus, ModerationAction, ReportTargetType } from '@stylebook/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ownerColumns } from '../../db/columns.ts';
import {
  collections,
  looks,
  moderationAudit,
  moderationCases,
  paidSubscriptions,
  products,
  refreshTokens,
  reports,
  users,
} from '../../db/schema/index.ts';
import { isLiveSubscription } from '../../db/visibility.ts';

/** What a case's target is, read whatever its state: its title and picture, its owner, and whether removed. */
export interface TargetRow {
  type: ReportTargetType;
  id: string;
  title: string;
  imageUrl: string | null;
  ownerId: string;
  removed: boolean;
}

/** The things moderators may remove, each with its table and how its title and picture read. */
const REMOVABLE = {
  product: {
    table: products,
    title: sql<string>`coalesce(${products.description}, ${products.brand})`,
    imageUrl: sql<string | null>`${products.images}->0->>'url'`,
  },
  look: {
    table: looks,
    title: sql<string>`${looks.title}`,
    imageUrl: sql<string | null>`${looks.coverImageUrl}`,
  },
  collection: {
    table: collections,
    title: sql<string>`${collections.name}`,
    imageUrl: sql<string | null>`${collections.coverImageUrl}`,
  },
} as const;

export type RemovableType = keyof typeof REMOVABLE;
export const isRemovable = (type: ReportTargetType): type is RemovableType => type in REMOVABLE;

/** The case's target still exists: a case whose thing was deleted leaves the queue. */
const targetExists = (): SQL => sql`case ${moderationCases.targetType}
  when 'product' then exists (select 1 from ${products} where ${products.id} = ${moderationCases.targetId})
  when 'look' then exists (select 1 from ${looks} where ${looks.id} = ${moderationCases.targetId})
  when 'collection' then exists (select 1 from ${collections} where ${collections.id} = ${moderationCases.targetId})
  else exists (select 1 from ${users} where ${users.id} = ${moderationCases.targetId}) end`;

const ofStatus = (status: CaseStatus): SQL =>
  status === 'open' ? isNull(moderationCases.resolvedAt) : isNotNull(moderationCases.resolvedAt);

export function createModerationRepository(db: Db) {
  return {
    async countCases(status: CaseStatus): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(moderationCases)
        .where(and(ofStatus(status), targetExists()));
      return row?.total ?? 0;
    },

    /** Open cases oldest first (the longest waiting on top), resolved ones latest first. */
    listCases(status: CaseStatus, { limit, offset }: { limit: number; offset: number }) {
      return db
        .select()
        .from(moderationCases)
        .where(and(ofStatus(status), targetExists()))
        .orderBy(
          status === 'open' ? asc(moderationCases.openedAt) : desc(moderationCases.resolvedAt),
          asc(moderationCases.id),
        )
        .limit(limit)
        .offset(offset);
    },

    findCase(id: string, executor: Db = db) {
      return executor
        .select()
        .from(moderationCases)
        .where(eq(moderationCases.id, id))
        .then(([row]) => row ?? null);
    },

    /** The case, locked until the transaction ends, so two moderators cannot resolve it twice. */
    lockCase(tx: Db, id: string) {
      return tx
        .select()
        .from(moderationCases)
        .where(eq(moderationCases.id, id))
        .for('update')
        .then(([row]) => row ?? null);
    },

    async resolveCase(
      tx: Db,
      id: string,
      resolution: { action: ModerationAction; note: string | null; moderatorId: string },
    ): Promise<void> {
      await tx
        .update(moderationCases)
        .set({
          resolvedAt: sql`now()`,
          resolvedBy: resolution.moderatorId,
          action: resolution.action,
          note: resolution.note,
        })
        .where(eq(moderationCases.id, id));
    },

    /** How many reports of each reason every case holds. */
    reasonCounts(caseIds: string[]) {
      if (caseIds.length === 0) return Promise.resolve([]);
      return db
        .select({ caseId: reports.caseId, reason: reports.reason, count: count() })
        .from(reports)
        .where(inArray(reports.caseId, caseIds))
        .groupBy(reports.caseId, reports.reason);
    },

    /** The reporters' words in the cases, newest first. */
    details(caseIds: string[]) {
      if (caseIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          caseId: reports.caseId,
          reason: reports.reason,
          details: reports.details,
          createdAt: reports.createdAt,
        })
        .from(reports)
        .where(and(inArray(reports.caseId, caseIds), isNotNull(reports.details)))
        .orderBy(desc(reports.createdAt));
    },

    /** The targets of one type, whatever their state (removed, their owner suspended). */
    async targets(type: ReportTargetType, ids: string[], executor: Db = db): Promise<TargetRow[]> {
      if (ids.length === 0) return [];
      if (type === 'user') {
        const rows = await executor
          .select({ id: users.id, title: users.name, imageUrl: users.avatarUrl })
          .from(users)
          .where(inArray(users.id, ids));
        return rows.map((row) => ({ ...row, type, ownerId: row.id, removed: false }));
      }
      const { table, title, imageUrl } = REMOVABLE[type];
      const rows = await executor
        .select({ id: table.id, title, imageUrl, ownerId: table.ownerId, removedAt: table.removedAt })
        .from(table)
        .where(inArray(table.id, ids));
      return rows.map(({ removedAt, ...row }) => ({ ...row, type, removed: removedAt !== null }));
    },

    /** People as cards show them, with whether suspended and how many live paid subscribers they have. */
    async people(ids: string[], executor: Db = db) {
      if (ids.length === 0) return [];
      const [rows, subscribers] = await Promise.all([
        executor
          .select({ ...ownerColumns, suspendedAt: users.suspendedAt })
          .from(users)
          .where(inArray(users.id, ids)),
        executor
          .select({ stylistId: paidSubscriptions.stylistId, count: count() })
          .from(paidSubscriptions)
          .where(and(inArray(paidSubscriptions.stylistId, ids), isLiveSubscription()))
          .groupBy(paidSubscriptions.stylistId),
      ]);
      const counts = new Map(subscribers.map(({ stylistId, count }) => [stylistId, count]));
      return rows.map(({ suspendedAt, ...person }) => ({
        ...person,
        suspended: suspendedAt !== null,
        paidSubscribers: counts.get(person.id) ?? 0,
      }));
    },

    async remove(tx: Db, type: RemovableType, id: string, note: string | null): Promise<void> {
      const { table } = REMOVABLE[type];
      await tx
        .update(table)
        .set({ removedAt: sql`now()`, removalNote: note })
        .where(eq(table.id, id));
    },

    /** Marks the person suspended; false when they already were. */
    async suspend(tx: Db, userId: string): Promise<boolean> {
      const rows = await tx
        .update(users)
        .set({ suspendedAt: sql`now()` })
        .where(and(eq(users.id, userId), isNull(users.suspendedAt)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** Lifts a suspension: the person's username when they were suspended, else null. */
    async reinstate(tx: Db, userId: string): Promise<string | null> {
      const [row] = await tx
        .update(users)
        .set({ suspendedAt: null })
        .where(and(eq(users.id, userId), isNotNull(users.suspendedAt)))
        .returning({ username: users.username });
      return row?.username ?? null;
    },

    /** Ends every sign-in of the person at once (the live-session check reads refresh tokens). */
    async endSessions(tx: Db, userId: string): Promise<void> {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },

    /**
     * Stops the person's own paid subscriptions renewing: an active one runs to the end of its period, one
     * waiting on a failed renewal ends.
     */
    async stopRenewals(tx: Db, userId: string): Promise<void> {
      await tx
        .update(paidSubscriptions)
        .set({
          status: sql`case when ${paidSubscriptions.status} = 'active' then 'cancelled' else 'ended' end`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(paidSubscriptions.subscriberId, userId),
            inArray(paidSubscriptions.status, ['active', 'past_due']),
          ),
        );
    },

    /**
     * Touches everything the person made, so what each cached answer and the Featured feeds hold of it is
     * read again (their change triggers) now that it is hidden or shown.
     */
    async touchEverythingOf(tx: Db, userId: string): Promise<void> {
      for (const table of [products, looks, collections]) {
        await tx
          .update(table)
          .set({ updatedAt: sql`now()` })
          .where(eq(table.ownerId, userId));
      }
    },

    async audit(
      tx: Db,
      entry: {
        moderatorId: string;
        action: AuditAction;
        targetType: ReportTargetType;
        targetId: string;
        targetTitle: string;
        note: string | null;
        refunds?: number;
      },
    ): Promise<void> {
      await tx.insert(moderationAudit).values(entry);
    },

    async countAudit(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(moderationAudit);
      return row?.total ?? 0;
    },

    listAudit({ limit, offset }: { limit: number; offset: number }) {
      return db
        .select()
        .from(moderationAudit)
        .orderBy(desc(moderationAudit.createdAt), desc(moderationAudit.id))
        .limit(limit)
        .offset(offset);
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
export type CaseRow = NonNullable<Awaited<ReturnType<ModerationRepository['findCase']>>>;
