import type { Removal } from '@stylebook/contracts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The removal columns of `products`, `looks` or `collections` (db/schema/timestamps.ts), for a select. */
export const removalColumns = (table: { removedAt: AnyPgColumn; removalNote: AnyPgColumn }) => ({
  removedAt: table.removedAt,
  removalNote: table.removalNote,
});

/** What the owner of a removed thing is told of it; null while it stands (docs/product.md §20). */
export function toRemoval(row: { removedAt: unknown; removalNote: unknown }): Removal | null {
  return row.removedAt instanceof Date
    ? { note: (row.removalNote as string | null) ?? null, removedAt: row.removedAt.toISOString() }
    : null;
}
