import { forbidden, type AppError } from './errors.ts';

/** How a kind of owned thing refuses a write: as an id that does not exist, and as someone else's. */
export interface OwnershipRefusals {
  notFound: () => AppError;
  notOwned: string;
}

/**
 * The row a write may change, looked up through the writer's visibility rule (docs/product.md §4). A row they
 * may not see comes back null and answers exactly as an id that does not exist, so the reply never confirms
 * that a hidden id is there; a row they may see but do not own is 403.
 */
export function requireOwnedBy<Row extends { ownerId: string }>(
  writerId: string,
  row: Row | null,
  refusals: OwnershipRefusals,
): Row {
  if (!row) throw refusals.notFound();
  if (row.ownerId !== writerId) throw forbidden(refusals.notOwned);
  return row;
}
