import { LookTitle } from '@stylebook/contracts';
import type { Look, LookProductInput, ProductCard } from '@stylebook/contracts';
import { z } from 'zod';
import { safeReturnPath } from '../../../lib/return-path';

/** The look form's own fields; picked products and their pins are kept beside it. */
export const LookFormFields = z.object({
  coverImageUrl: z.string().min(1, 'Please add a cover photo'),
  title: LookTitle,
  description: z.string().trim().max(1000, 'Description must be at most 1000 characters'),
});
export type LookFormValues = z.input<typeof LookFormFields>;

/** A product picked for the look, pinned on the cover once it has a position. */
export interface PickedProduct {
  product: ProductCard;
  x: number | null;
  y: number | null;
}

export interface PinBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

function clampFraction(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000;
}

/** Where a tap lands on the rendered cover, as fractions 0..1 of its size from the top-left corner. */
export function pinPosition(clientX: number, clientY: number, box: PinBox): { x: number; y: number } {
  return {
    x: clampFraction(box.width > 0 ? (clientX - box.left) / box.width : 0),
    y: clampFraction(box.height > 0 ? (clientY - box.top) / box.height : 0),
  };
}

/** The products as the API takes them, in the order they were picked. */
export function lookProductInputs(picked: PickedProduct[]): LookProductInput[] {
  return picked.map(({ product, x, y }) => ({ productId: product.id, x, y }));
}

/** A look's products as the form edits them. */
export function pickedFromLook(look: Look): PickedProduct[] {
  return look.products.map(({ product, x, y }) => ({ product, x, y }));
}

/** After publishing: back to `from` when it is a path of this app, else the new look. */
export function afterPublishPath(from: string | undefined, lookId: string): string {
  return safeReturnPath(from, `/looks/${encodeURIComponent(lookId)}`);
}

/** Pins are numbered by the position of their product in the look, counting from 1. */
export function pinNumbers<T extends { x: number | null; y: number | null }>(
  items: T[],
): Array<{ item: T; number: number; x: number; y: number }> {
  return items.flatMap((item, index) =>
    item.x === null || item.y === null ? [] : [{ item, number: index + 1, x: item.x, y: item.y }],
  );
}
