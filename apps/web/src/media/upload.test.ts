import { describe, expect, it } from 'vitest';
import { imageFileError } from './upload';

const MB = 1024 * 1024;

describe('imageFileError', () => {
  it('accepts the image types the server stores, up to 10MB', () => {
    expect(imageFileError({ type: 'image/jpeg', size: 10 * MB })).toBeNull();
    expect(imageFileError({ type: 'image/webp', size: 1 })).toBeNull();
  });

  it.each(['application/pdf', 'text/plain', '', 'image/svg+xml'])('refuses %j', (type) => {
    expect(imageFileError({ type, size: 1 })).toBe('Please select an image file');
  });

  it('refuses files over 10MB', () => {
    expect(imageFileError({ type: 'image/png', size: 10 * MB + 1 })).toBe('File size must be less than 10MB');
  });
});
