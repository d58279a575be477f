/**
 * The one image a piece of feedback may carry, as a pure state machine: picked, uploading with its
 * progress, ready with its stored URL, or failed. Each pick has an id, so events of an upload the person
 * already replaced or removed change nothing.
 */
export type AttachmentState =
  | { status: 'empty' }
  | { status: 'uploading'; id: string; fileName: string; previewUrl: string; progress: number }
  | { status: 'ready'; id: string; fileName: string; previewUrl: string; url: string }
  | { status: 'failed'; id: string; fileName: string; error: string };

export type AttachmentAction =
  | { type: 'picked'; id: string; fileName: string; previewUrl: string }
  | { type: 'refused'; id: string; fileName: string; error: string }
  | { type: 'progress'; id: string; fraction: number }
  | { type: 'uploaded'; id: string; url: string }
  | { type: 'failed'; id: string; error: string }
  | { type: 'removed' };

export const EMPTY_ATTACHMENT: AttachmentState = { status: 'empty' };

export function attachmentReducer(state: AttachmentState, action: AttachmentAction): AttachmentState {
  switch (action.type) {
    case 'picked': {
      const { id, fileName, previewUrl } = action;
      return { status: 'uploading', id, fileName, previewUrl, progress: 0 };
    }
    case 'refused':
      return { status: 'failed', id: action.id, fileName: action.fileName, error: action.error };
    case 'removed':
      return EMPTY_ATTACHMENT;
  }
  if (state.status !== 'uploading' || state.id !== action.id) return state;
  switch (action.type) {
    case 'progress':
      // Progress only moves forward: a late event of the same upload never takes it back.
      return { ...state, progress: Math.max(state.progress, Math.min(1, action.fraction)) };
    case 'uploaded':
      return {
        status: 'ready',
        id: state.id,
        fileName: state.fileName,
        previewUrl: state.previewUrl,
        url: action.url,
      };
    case 'failed':
      return { status: 'failed', id: state.id, fileName: state.fileName, error: action.error };
  }
}

/** 'Uploading... 45%'. */
export function uploadingLabel(progress: number): string {
  return `Uploading... ${Math.round(progress * 100)}%`;
}
