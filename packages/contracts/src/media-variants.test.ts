import { describe, expect, it } from 'vitest';
import { mediaSrcSet, mediaVariant } from './media-variants.ts';

describe('media variants', () => {
  it('asks the server for resized copies of stored images', () => {
    expect(mediaVariant('/media/products/a.jpg', 320)).toBe('/media/products/a.jpg?w=320');
    expect(mediaSrcSet('/media/products/a.jpg')).toBe(
      '/media/products/a.jpg?w=320 320w, /media/products/a.jpg?w=640 640w, /media/products/a.jpg?w=1280 1280w',
    );
  });

  it('leaves other URLs alone', () => {
    expect(mediaVariant('blob:http://localhost/1', 320)).toBe('blob:http://localhost/1');
    expect(mediaSrcSet('blob:http://localhost/1')).toBeUndefined();
  });
});
