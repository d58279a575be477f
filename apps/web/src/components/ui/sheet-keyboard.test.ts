import { describe, expect, it } from 'vitest';
import { isKeyboardOpen, sheetLayoutForKeyboard } from './sheet-keyboard';

describe('isKeyboardOpen', () => {
  it('uses a 120px threshold on screens up to 844px tall', () => {
    expect(isKeyboardOpen(844, 844 - 120)).toBe(false);
    expect(isKeyboardOpen(844, 844 - 121)).toBe(true);
    expect(isKeyboardOpen(667, 667 - 121)).toBe(true);
  });

  it('uses a 150px threshold on taller screens', () => {
    expect(isKeyboardOpen(932, 932 - 121)).toBe(false);
    expect(isKeyboardOpen(932, 932 - 150)).toBe(false);
    expect(isKeyboardOpen(932, 932 - 151)).toBe(true);
  });
});

describe('sheetLayoutForKeyboard', () => {
  it('keeps the normal layout while the keyboard is closed', () => {
    expect(sheetLayoutForKeyboard(844, 800)).toBeNull();
  });

  it('shrinks the sheet to 85% of the visible height, 10px from the bottom', () => {
    expect(sheetLayoutForKeyboard(844, 500)).toEqual({ maxHeight: 425, minHeight: 200, bottom: 10 });
  });

  it('never shrinks the sheet below 300px', () => {
    expect(sheetLayoutForKeyboard(844, 320)).toEqual({ maxHeight: 300, minHeight: 200, bottom: 10 });
  });
});
