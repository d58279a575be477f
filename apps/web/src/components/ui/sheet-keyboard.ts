/** The mobile on-screen keyboard rules for bottom sheets (docs/product.md §14). */

const COMPACT_SCREEN_MAX_HEIGHT_PX = 844;
const KEYBOARD_SHRINK_COMPACT_PX = 120;
const KEYBOARD_SHRINK_TALL_PX = 150;
const SHEET_MIN_HEIGHT_WITH_KEYBOARD_PX = 300;
const SHEET_VISIBLE_SHARE_WITH_KEYBOARD = 0.85;
const SHEET_BOTTOM_GAP_WITH_KEYBOARD_PX = 10;
export const SHEET_MIN_HEIGHT_PX = 200;

export interface SheetKeyboardLayout {
  maxHeight: number;
  minHeight: number;
  bottom: number;
}

/** The keyboard counts as open once the visual viewport has shrunk past a threshold that grows with the screen. */
export function isKeyboardOpen(originalHeight: number, visibleHeight: number): boolean {
  const threshold =
    originalHeight <= COMPACT_SCREEN_MAX_HEIGHT_PX ? KEYBOARD_SHRINK_COMPACT_PX : KEYBOARD_SHRINK_TALL_PX;
  return originalHeight - visibleHeight > threshold;
}

/** Where a sheet sits while the keyboard is open, or null when it keeps its normal layout. */
export function sheetLayoutForKeyboard(
  originalHeight: number,
  visibleHeight: number,
): SheetKeyboardLayout | null {
  if (!isKeyboardOpen(originalHeight, visibleHeight)) return null;
  return {
    maxHeight: Math.max(
      SHEET_MIN_HEIGHT_WITH_KEYBOARD_PX,
      Math.round(visibleHeight * SHEET_VISIBLE_SHARE_WITH_KEYBOARD),
    ),
    minHeight: SHEET_MIN_HEIGHT_PX,
    bottom: SHEET_BOTTOM_GAP_WITH_KEYBOARD_PX,
  };
}
