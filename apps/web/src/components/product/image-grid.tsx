import { DndContext, closestCenter } from '@dnd-kit/core';
import type { DragEndEvent } from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { MAX_PRODUCT_IMAGES } from '@stylebook/contracts';
import { clsx } from 'clsx';
import { ImagePlus, LoaderCircle, X } from 'lucide-react';
import { IMAGE_LIMIT_MESSAGES, imageLimits } from '@stylebook/client';
import type { ListedImage } from '../../media/image-list';
import { IMAGE_FILE_ACCEPT } from '../../media/upload';
import type { ImageList } from '../../media/use-image-list';
import { Alert } from '../ui/alert';
import { useReorderSensors } from '../ui/reorder-sensors';

interface ImageGridProps {
  list: ImageList;
  /** Why the images cannot be saved yet, if they cannot (other than too many, which the grid explains). */
  error: string | null;
}

/** The product form's images: reorder by drag, remove, and add from the device (docs/product.md §6). */
export function ImageGrid({ list, error }: ImageGridProps) {
  const sensors = useReorderSensors();
  const { full, excess } = imageLimits(list.images.length);

  function onDragEnd({ active, over }: DragEndEvent) {
    if (over) list.move(String(active.id), String(over.id));
  }

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 flex w-full justify-between text-sm font-medium text-ink">
        Images
        <span className="font-normal text-ink-muted tabular-nums">
          {list.images.length}/{MAX_PRODUCT_IMAGES}
        </span>
      </legend>
      {excess > 0 ? (
        <Alert tone="error">
          <p className="font-semibold">{IMAGE_LIMIT_MESSAGES.tooMany(list.images.length)}</p>
          <p>{IMAGE_LIMIT_MESSAGES.removeExcess(excess)}</p>
        </Alert>
      ) : (
        error && <p className="text-sm text-red-700">{error}</p>
      )}
      {list.uploadErrors.length > 0 && (
        <Alert tone="error">
          <p className="font-semibold">Upload errors:</p>
          <ul className="mt-1 list-disc pl-5">
            {list.uploadErrors.map((message, index) => (
              <li key={index}>{message}</li>
            ))}
          </ul>
        </Alert>
      )}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={list.images} strategy={rectSortingStrategy}>
          <ul className="grid grid-cols-2 gap-3 grid5:grid-cols-5">
            {list.images.map((image, index) => (
              <SortableImage key={image.id} image={image} index={index} onRemove={list.remove} />
            ))}
            <li>
              <AddImagesTile full={full} onFiles={list.addFiles} />
            </li>
          </ul>
        </SortableContext>
      </DndContext>
    </fieldset>
  );
}

function SortableImage({
  image,
  index,
  onRemove,
}: {
  image: ListedImage;
  index: number;
  onRemove: (id: string) => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: image.id,
  });
  const uploading = image.status === 'uploading';

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={clsx('relative touch-manipulation', isDragging && 'z-10 opacity-80')}
    >
      <div
        {...attributes}
        {...listeners}
        // The name holds the 'Cover' badge the first image shows, as it reads on screen (WCAG 2.5.3).
        aria-label={`Image ${index + 1}${index === 0 ? ', cover' : ''}${uploading ? ', uploading' : ''}. Drag to reorder`}
        className={clsx(
          'aspect-[4/5] cursor-grab overflow-hidden rounded-xl bg-sand select-none active:cursor-grabbing',
          isDragging && 'shadow-xl ring-2 ring-ink',
        )}
      >
        <img
          src={image.src}
          alt=""
          draggable={false}
          className={clsx('size-full object-cover', uploading && 'opacity-60')}
        />
        {uploading && (
          <span className="absolute inset-0 flex items-center justify-center">
            <LoaderCircle aria-hidden className="size-6 animate-spin text-ink" />
          </span>
        )}
        {index === 0 && (
          <span className="absolute bottom-1.5 left-1.5 rounded-full bg-ink/75 px-2 py-0.5 text-[11px] font-semibold text-canvas">
            Cover
          </span>
        )}
      </div>
      <button
        type="button"
        aria-label={`Remove image ${index + 1}`}
        onClick={() => onRemove(image.id)}
        className="absolute top-1.5 right-1.5 flex size-7 items-center justify-center rounded-full bg-surface/90 text-ink shadow transition hover:bg-surface"
      >
        <X aria-hidden className="size-4" />
      </button>
    </li>
  );
}

function AddImagesTile({ full, onFiles }: { full: boolean; onFiles: (files: Iterable<File>) => void }) {
  return (
    <label
      className={clsx(
        'flex aspect-[4/5] flex-col items-center justify-center gap-1.5 rounded-xl border-2 border-dashed border-line p-2 text-center text-xs font-medium text-ink-muted transition has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ink',
        full ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:border-ink/30 hover:text-ink',
      )}
    >
      <input
        type="file"
        multiple
        accept={IMAGE_FILE_ACCEPT}
        disabled={full}
        aria-label="Add images"
        className="sr-only"
        onChange={(event) => {
          if (event.target.files) onFiles(event.target.files);
          // Picking the same file again must fire another change.
          event.target.value = '';
        }}
      />
      <ImagePlus aria-hidden className="size-6" strokeWidth={1.75} />
      {full ? IMAGE_LIMIT_MESSAGES.full : 'Add images'}
    </label>
  );
}
