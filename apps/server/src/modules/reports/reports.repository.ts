import type { ReportTargetType } from '@stylebook/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { collections, looks, products, reports, users } from '../../db/schema/index.ts';
import { isCollectionOpenTo, isLookVisibleTo, isProductVisibleTo } from '../../db/visibility.ts';

export type NewReportRow = typeof reports.$inferInsert;

/** Each kind of target: its table, its owner, and the one visibility rule (db/visibility.ts) of who may see it. */
const TARGETS: Record<
  ReportTargetType,
  { table: PgTable; id: AnyPgColumn; ownerId: AnyPgColumn; visibleTo: (viewerId: string) => SQL | undefined }
> = {
  product: { table: products, id: products.id, ownerId: products.ownerId, visibleTo: isProductVisibleTo },
  look: { table: looks, id: looks.id, ownerId: looks.ownerId, visibleTo: isLookVisibleTo },
  collection: {
    table: collections,
    id: collections.id,
    ownerId: collections.ownerId,
    visibleTo: isCollectionOpenTo,
  },
  // Every account's profile is public.
  user: { table: users, id: users.id, ownerId: users.id, visibleTo: () => undefined },
};

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

    /** Stores the report unless this reporter reported the target already; either way, the report's id. */
    async insertOnce(row: NewReportRow): Promise<{ id: string; created: boolean }> {
      const [inserted] = await db
        .insert(reports)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: reports.id });
      if (inserted) return { id: inserted.id, created: true };
      const [existing] = await db
        .select({ id: reports.id })
        .from(reports)
        .where(
          and(
            eq(reports.reporterId, row.reporterId),
            eq(reports.targetType, row.targetType),
            eq(reports.targetId, row.targetId),
          ),
        );
      return { id: existing!.id, created: false };
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
