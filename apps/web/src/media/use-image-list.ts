import type { UploadKind } from '@stylebook/contracts';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { imageFileError, uploadImage } from './upload';
import { imageListReducer } from './image-list';
import type { ImageListState, ListedImage } from './image-list';

export interface ImageList extends ImageListState {
  /** Some picked file is still on its way to storage. */
  uploading: boolean;
  /** Shows each file at once from a local preview, then uploads it; a failed one leaves the list. */
  addFiles: (files: Iterable<File>) => void;
  remove: (id: string) => void;
  move: (activeId: string, overId: string) => void;
}

/** A reorderable list of images: stored ones to start with, plus files the user picks. */
export function useImageList(initialImages: ListedImage[], kind: UploadKind): ImageList {
  const [state, dispatch] = useReducer(imageListReducer, { images: initialImages, uploadErrors: [] });
  const previews = useRef(new Set<string>());

  const releasePreview = useCallback((url: string) => {
    if (previews.current.delete(url)) URL.revokeObjectURL(url);
  }, []);

  useEffect(() => {
    const open = previews.current;
    return () => {
      open.forEach((url) => URL.revokeObjectURL(url));
      open.clear();
    };
  }, []);

  const addFiles = useCallback(
    (files: Iterable<File>) => {
      const picked: Array<{ file: File; id: string; previewUrl: string; fileName: string }> = [];
      const rejected: Array<{ fileName: string; error: string }> = [];
      for (const file of files) {
        const error = imageFileError(file);
        if (error) rejected.push({ fileName: file.name, error });
        else
          picked.push({
            file,
            id: crypto.randomUUID(),
            previewUrl: URL.createObjectURL(file),
            fileName: file.name,
          });
      }
      picked.forEach(({ previewUrl }) => previews.current.add(previewUrl));
      dispatch({ type: 'picked', files: picked, rejected });
      for (const { file, id, previewUrl } of picked) {
        uploadImage(file, kind).then(
          (url) => dispatch({ type: 'uploaded', id, url }),
          (error: unknown) => {
            dispatch({ type: 'failed', id, error: error instanceof Error ? error.message : String(error) });
            releasePreview(previewUrl);
          },
        );
      }
    },
    [kind, releasePreview],
  );

  const remove = useCallback(
    (id: string) => {
      const image = state.images.find((candidate) => candidate.id === id);
      dispatch({ type: 'removed', id });
      if (image) releasePreview(image.src);
    },
    [state.images, releasePreview],
  );

  const move = useCallback((activeId: string, overId: string) => {
    dispatch({ type: 'moved', activeId, overId });
  }, []);

  const uploading = state.images.some((image) => image.status === 'uploading');
  return useMemo(
    () => ({ ...state, uploading, addFiles, remove, move }),
    [state, uploading, addFiles, remove, move],
  );
}
