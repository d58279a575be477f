import { useCallback, useEffect, useReducer, useRef } from 'react';
import { formErrorMessage } from '../../../lib/form-error';
import { imageFileError, uploadImage } from '../../../media/upload';
import { attachmentReducer, EMPTY_ATTACHMENT, type AttachmentState } from './feedback-attachment';

export interface FeedbackAttachment {
  state: AttachmentState;
  /** Replaces any image: shows it at once from a local preview and uploads it, reporting progress. */
  pick: (file: File) => void;
  /** Stops an upload under way and forgets the image. */
  remove: () => void;
}

/** The feedback form's one optional image, uploaded through the `feedback/attachment` presign. */
export function useFeedbackAttachment(): FeedbackAttachment {
  const [state, dispatch] = useReducer(attachmentReducer, EMPTY_ATTACHMENT);
  const current = useRef<{ controller: AbortController; previewUrl: string } | null>(null);

  const release = useCallback(() => {
    if (!current.current) return;
    current.current.controller.abort();
    URL.revokeObjectURL(current.current.previewUrl);
    current.current = null;
  }, []);

  useEffect(() => release, [release]);

  const pick = useCallback(
    (file: File) => {
      release();
      const id = crypto.randomUUID();
      const refused = imageFileError(file);
      if (refused) {
        dispatch({ type: 'refused', id, fileName: file.name, error: refused });
        return;
      }
      const previewUrl = URL.createObjectURL(file);
      const controller = new AbortController();
      current.current = { controller, previewUrl };
      dispatch({ type: 'picked', id, fileName: file.name, previewUrl });
      uploadImage(file, 'feedbackAttachment', {
        signal: controller.signal,
        onProgress: (fraction) => dispatch({ type: 'progress', id, fraction }),
      }).then(
        (url) => dispatch({ type: 'uploaded', id, url }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          dispatch({ type: 'failed', id, error: formErrorMessage(error) });
          release();
        },
      );
    },
    [release],
  );

  const remove = useCallback(() => {
    release();
    dispatch({ type: 'removed' });
  }, [release]);

  return { state, pick, remove };
}
