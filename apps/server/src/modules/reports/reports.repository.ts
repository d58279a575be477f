import type { ReportTargetType } from '@stylebook/contracts';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { collections, looks, moderationCases, products, reports, users } from '../../db/schema/index.ts';
import {
  isCollectionOpenTo,
  isLookVisibleTo,
  isPersonVisibleTo,
  isProductVisibleTo,
} from '../../db/visibility.ts';

export type NewReportRow = typeof reports.$inferInsert;

/** Each kind of target: its table, its owner, and the one visibility rule (db/visibility.ts) of who may see it. */
const TARGETS: Record<
  ReportTargetType,
  { table: PgTable; id: AnyPgColumn; ownerId: AnyPgColumn; visibleTo: (viewerId: string) => SQL }
> = {
  product: { table: products, id: products.id, ownerId: products.ownerId, visibleTo: isProductVisibleTo },
  look: { table: looks, id: looks.id, ownerId: looks.ownerId, visibleTo: isLookVisibleTo },
  collection: {
    table: collections,
    id: collections.id,
    ownerId: collections.ownerId,
    visibleTo: isCollectionOpenTo,
  },
  user: { table: users, id: users.id, ownerId: users.id, visibleTo: isPersonVisibleTo },
};

/** The target's open case, opened now when it has none (one open case per target, its unique index says). */
async function openCaseOf(tx: Db, targetType: ReportTargetType, targetId: string): Promise<string> {
  const [opened] = await tx
    .insert(moderationCases)
    .values({ targetType, targetId })
    .onConflictDoNothing()
    .returning({ id: moderationCases.id });
  if (opened) return opened.id;
  const [open] = await tx
    .select({ id: moderationCases.id })
    .from(moderationCases)
    .where(
      and(
        eq(moderationCases.targetType, targetType),
        eq(moderationCases.targetId, targetId),
        isNull(moderationCases.resolvedAt),
      ),
    );
  return open!.id;
}

export function createReportsRepository(db: Db) {
  return {
    /** Whose the target is, if the viewer may see it; null when it does not exist or is hidden from them. */
    async ownerOfVisible(type: ReportTargetType, id: string, viewerId: string): Promise<string | null> {
      const target = TARGETS[type];
      const [row] = await db
        .select({ ownerId: target.ownerId })
        .from(target.table)
        .where(and(eq(target.id, id), target.visibleTo(viewerId)));
      return (row?.ownerId as string | undefined) ?? null;
    },

    /**
     * Stores the report unless this reporter reported the target already, in the target's open case (opened
     * now if it has none); either way, the report's id.
     */
    async insertOnce(row: Omit<NewReportRow, 'caseId'>): Promise<{ id: string; created: boolean }> {
      const sameReport = and(
        eq(reports.reporterId, row.reporterId),
        eq(reports.targetType, row.targetType),
        eq(reports.targetId, row.targetId),
      );
      const [existing] = await db.select({ id: reports.id }).from(reports).where(sameReport);
      if (existing) return { id: existing.id, created: false };
      return db.transaction(async (tx) => {
        const caseId = await openCaseOf(tx, row.targetType, row.targetId);
        const [inserted] = await tx
          .insert(reports)
          .values({ ...row, caseId })
          .onConflictDoNothing()
          .returning({ id: reports.id });
        if (inserted) return { id: inserted.id, created: true };
        // The same report raced this one in.
        const [raced] = await tx.select({ id: reports.id }).from(reports).where(sameReport);
        return { id: raced!.id, created: false };
      });
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
