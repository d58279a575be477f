import { describe, expect, it } from 'vitest';
import { imageListReducer, storedImages } from './image-list';
import type { ImageListState } from './image-list';

function withStored(...urls: string[]): ImageListState {
  return { images: storedImages(urls, 'stored'), uploadErrors: [] };
}

const pickedShirt = { id: 'p1', previewUrl: 'blob:shirt', fileName: 'shirt.jpg' };

describe('imageListReducer', () => {
  it('shows picked files at once from their previews, marked uploading', () => {
    const state = imageListReducer(withStored('/media/a'), {
      type: 'picked',
      files: [pickedShirt],
      rejected: [],
    });
    expect(state.images.map(({ src, status }) => [src, status])).toEqual([
      ['/media/a', 'ready'],
      ['blob:shirt', 'uploading'],
    ]);
  });

  it('keeps showing the preview once uploaded, and saves the stored URL', () => {
    const picked = imageListReducer(withStored(), { type: 'picked', files: [pickedShirt], rejected: [] });
    const state = imageListReducer(picked, { type: 'uploaded', id: 'p1', url: '/media/shirt' });
    expect(state.images).toEqual([
      { id: 'p1', src: 'blob:shirt', url: '/media/shirt', status: 'ready', fileName: 'shirt.jpg' },
    ]);
  });

  it('removes a failed file and lists "file name: message"', () => {
    const picked = imageListReducer(withStored('/media/a'), {
      type: 'picked',
      files: [pickedShirt],
      rejected: [],
    });
    const state = imageListReducer(picked, {
      type: 'failed',
      id: 'p1',
      error: 'Upload failed with status 500',
    });
    expect(state.images.map((image) => image.src)).toEqual(['/media/a']);
    expect(state.uploadErrors).toEqual(['shirt.jpg: Upload failed with status 500']);
  });

  it('starts a new round of errors with each pick, listing the files refused outright', () => {
    const failed = { images: [], uploadErrors: ['a.jpg: Failed to load image'] };
    const rejected = [{ fileName: 'notes.txt', error: 'Please select an image file' }];
    const state = imageListReducer(failed, { type: 'picked', files: [pickedShirt], rejected });
    expect(state.uploadErrors).toEqual(['notes.txt: Please select an image file']);
    expect(state.images).toHaveLength(1);
  });

  it('reorders by drag and removes by id', () => {
    const state = withStored('/media/a', '/media/b', '/media/c');
    const moved = imageListReducer(state, { type: 'moved', activeId: 'stored-0', overId: 'stored-2' });
    expect(moved.images.map((image) => image.src)).toEqual(['/media/b', '/media/c', '/media/a']);
    const removed = imageListReducer(moved, { type: 'removed', id: 'stored-0' });
    expect(removed.images.map((image) => image.src)).toEqual(['/media/b', '/media/c']);
  });

  it('ignores moves and failures of images no longer listed', () => {
    const state = withStored('/media/a');
    expect(imageListReducer(state, { type: 'moved', activeId: 'gone', overId: 'stored-0' })).toBe(state);
    expect(imageListReducer(state, { type: 'failed', id: 'gone', error: 'x' })).toBe(state);
  });
});
