import { describe, expect, it } from 'vitest';
import {
  attachmentReducer,
  EMPTY_ATTACHMENT,
  uploadingLabel,
  type AttachmentState,
} from './feedback-attachment';

const picked = attachmentReducer(EMPTY_ATTACHMENT, {
  type: 'picked',
  id: 'a',
  fileName: 'shot.png',
  previewUrl: 'blob:a',
});

describe('attachmentReducer', () => {
  it('goes from picked through progress to ready', () => {
    expect(picked).toEqual({
      status: 'uploading',
      id: 'a',
      fileName: 'shot.png',
      previewUrl: 'blob:a',
      progress: 0,
    });
    const halfway = attachmentReducer(picked, { type: 'progress', id: 'a', fraction: 0.5 });
    expect(halfway).toMatchObject({ progress: 0.5 });
    // Never backwards, never past the end.
    expect(attachmentReducer(halfway, { type: 'progress', id: 'a', fraction: 0.2 })).toMatchObject({
      progress: 0.5,
    });
    expect(attachmentReducer(halfway, { type: 'progress', id: 'a', fraction: 3 })).toMatchObject({
      progress: 1,
    });
    expect(attachmentReducer(halfway, { type: 'uploaded', id: 'a', url: '/media/x.png' })).toEqual({
      status: 'ready',
      id: 'a',
      fileName: 'shot.png',
      previewUrl: 'blob:a',
      url: '/media/x.png',
    });
  });

  it('keeps the reason when a file is refused or its upload fails', () => {
    expect(
      attachmentReducer(EMPTY_ATTACHMENT, {
        type: 'refused',
        id: 'b',
        fileName: 'a.pdf',
        error: 'Please select an image file',
      }),
    ).toEqual({ status: 'failed', id: 'b', fileName: 'a.pdf', error: 'Please select an image file' });
    expect(
      attachmentReducer(picked, { type: 'failed', id: 'a', error: 'Upload failed with status 403' }),
    ).toEqual({
      status: 'failed',
      id: 'a',
      fileName: 'shot.png',
      error: 'Upload failed with status 403',
    });
  });

  it('ignores what a removed or replaced upload reports later', () => {
    const removed = attachmentReducer(picked, { type: 'removed' });
    expect(removed).toBe(EMPTY_ATTACHMENT);
    expect(attachmentReducer(removed, { type: 'uploaded', id: 'a', url: '/media/x.png' })).toBe(removed);
    const replaced: AttachmentState = attachmentReducer(picked, {
      type: 'picked',
      id: 'c',
      fileName: 'new.png',
      previewUrl: 'blob:c',
    });
    expect(attachmentReducer(replaced, { type: 'failed', id: 'a', error: 'late' })).toBe(replaced);
    expect(attachmentReducer(replaced, { type: 'progress', id: 'a', fraction: 0.9 })).toBe(replaced);
  });
});

describe('uploadingLabel', () => {
  it('shows whole percents', () => {
    expect(uploadingLabel(0)).toBe('Uploading... 0%');
    expect(uploadingLabel(0.456)).toBe('Uploading... 46%');
  });
});
