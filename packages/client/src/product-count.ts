// Apart from collection.ts, whose zod schemas would otherwise come along into a page's first load.

/** What a USER reads under each of their collections (SPEC.md §2 "Add to collection"). */
export function productCountLabel(count: number): string {
  return count === 1 ? '1 product' : `${count} products`;
}
