import { arrayMove } from '@dnd-kit/sortable';

interface ImageBase {
  id: string;
  /** What the tile shows: the local preview of a picked file, or the stored image. */
  src: string;
  fileName: string | null;
}

/**
 * An image of the form. A picked file is 'uploading' until stored, and is taken out of the list if that
 * fails. Its local preview stays on screen after: the server serves an upload only once a product claims it.
 */
export type ListedImage =
  | (ImageBase & { status: 'uploading' })
  | (ImageBase & {
      status: 'ready';
      /** The stored `/media/…` URL that is saved with the product. */ url: string;
    });

export interface ImageListState {
  images: ListedImage[];
  /** "file name: message" for each picked file that could not be uploaded (docs/product.md §16). */
  uploadErrors: string[];
}

export type ImageListAction =
  | {
      type: 'picked';
      files: ReadonlyArray<{ id: string; previewUrl: string; fileName: string }>;
      /** Files refused before uploading (not an image, too large). */
      rejected: ReadonlyArray<{ fileName: string; error: string }>;
    }
  | { type: 'uploaded'; id: string; url: string }
  | { type: 'failed'; id: string; error: string }
  | { type: 'removed'; id: string }
  | { type: 'moved'; activeId: string; overId: string };

/** Images that already live in our storage (scraped and re-stored, or saved with the product). */
export function storedImages(urls: readonly string[], idPrefix: string): ListedImage[] {
  return urls.map((url, index) => ({
    id: `${idPrefix}-${index}`,
    src: url,
    url,
    status: 'ready',
    fileName: null,
  }));
}

/** docs/product.md §16: upload errors are listed as file name plus message. */
function uploadErrorLine(fileName: string, error: string): string {
  return `${fileName}: ${error}`;
}

export function imageListReducer(state: ImageListState, action: ImageListAction): ImageListState {
  switch (action.type) {
    case 'picked':
      return {
        // A new pick starts a new round: the previous round's failures are no longer news.
        uploadErrors: action.rejected.map(({ fileName, error }) => uploadErrorLine(fileName, error)),
        images: [
          ...state.images,
          ...action.files.map(({ id, previewUrl, fileName }): ListedImage => ({
            id,
            src: previewUrl,
            status: 'uploading',
            fileName,
          })),
        ],
      };
    case 'uploaded':
      return {
        ...state,
        images: state.images.map((image) =>
          image.id === action.id ? { ...image, status: 'ready', url: action.url } : image,
        ),
      };
    case 'failed': {
      const failed = state.images.find((image) => image.id === action.id);
      if (!failed) return state;
      return {
        images: state.images.filter((image) => image !== failed),
        uploadErrors: [...state.uploadErrors, uploadErrorLine(failed.fileName ?? 'Image', action.error)],
      };
    }
    case 'removed':
      return { ...state, images: state.images.filter((image) => image.id !== action.id) };
    case 'moved': {
      const from = state.images.findIndex((image) => image.id === action.activeId);
      const to = state.images.findIndex((image) => image.id === action.overId);
      if (from < 0 || to < 0 || from === to) return state;
      return { ...state, images: arrayMove(state.images, from, to) };
    }
  }
}
