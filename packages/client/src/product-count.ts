// Apart from collection.ts, whose zod schemas would otherwise come along into a page's first load.

/** What a USER reads under each of their collections, in "Add to collection" and on collection cards. */
export function productCountLabel(count: number): string {
  return count === 1 ? '1 product' : `${count} products`;
}
