import { describe, expect, it, vi } from 'vitest';
import { saveImages } from './save-images.ts';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('saveImages', () => {
  it('uploads what it can read and reports the rest by name', async () => {
    const upload = vi.fn(async (file: File) => `/media/uploads/${file.name}`);
    const saved = await saveImages(
      ['https://shop.example/1.png', 'https://shop.example/2.png', 'https://shop.example/3.png'],
      async (url) =>
        url.endsWith('2.png')
          ? { ok: false, error: 'HTTP 403', unreachable: false }
          : { ok: true, dataUrl: PNG },
      upload,
    );
    expect(saved).toEqual({
      images: [{ url: '/media/uploads/image-1.png' }, { url: '/media/uploads/image-3.png' }],
      errors: ['image-2: HTTP 403'],
    });
    expect(upload.mock.calls[0]![0].type).toBe('image/png');
  });

  it('reports an upload that fails', async () => {
    const saved = await saveImages(
      ['https://shop.example/1.png'],
      async () => ({ ok: true, dataUrl: PNG }),
      async () => {
        throw new Error('Upload failed with status 413');
      },
    );
    expect(saved).toEqual({ images: [], errors: ['image-1: Upload failed with status 413'] });
  });
});
