import { describe, expect, it } from 'vitest';
import { IMAGE_LIMIT_MESSAGES, imageLimits } from './image-limits.ts';

describe('image limits', () => {
  it('disables the add tile at 10 and counts the excess above it', () => {
    expect(imageLimits(9)).toEqual({ full: false, excess: 0 });
    expect(imageLimits(10)).toEqual({ full: true, excess: 0 });
    expect(imageLimits(13)).toEqual({ full: true, excess: 3 });
  });

  it('words the limits as the form says them (docs/product.md §17)', () => {
    expect(IMAGE_LIMIT_MESSAGES.full).toBe('Max images reached (10)');
    expect(IMAGE_LIMIT_MESSAGES.tooMany(13)).toBe('Too many images (13/10)');
    expect(IMAGE_LIMIT_MESSAGES.removeExcess(3)).toBe(
      'Please remove 3 image(s) to continue. Maximum 10 images allowed.',
    );
  });
});
