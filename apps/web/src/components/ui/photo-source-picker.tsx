import { Camera, Image as ImageIcon, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { IMAGE_FILE_ACCEPT } from '../../media/upload';
import { buttonClasses } from './button';
import { Sheet } from './sheet';

interface PhotoSourcePickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  onPick: (file: File) => void;
  /** Offers 'Remove photo' when given (optional, docs/product.md §14). */
  onRemove?: () => void;
  /** Which camera 'Take photo' opens on a phone: the front one for a selfie. */
  camera?: 'user' | 'environment';
}

const optionClasses =
  'flex w-full items-center gap-3 rounded-xl px-4 py-3.5 text-left text-[15px] font-medium text-ink hover:bg-sand';

/** The photo source picker (docs/product.md §14): library, camera, an optional remove, and close. */
export function PhotoSourcePicker({
  open,
  onOpenChange,
  title,
  onPick,
  onRemove,
  camera = 'environment',
}: PhotoSourcePickerProps) {
  const library = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);

  function picked(input: HTMLInputElement | null) {
    const file = input?.files?.[0];
    if (input) input.value = '';
    if (!file) return;
    onOpenChange(false);
    onPick(file);
  }

  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={title} showClose={false}>
      <div className="flex flex-col gap-1 pb-2">
        <button type="button" className={optionClasses} onClick={() => library.current?.click()}>
          <ImageIcon aria-hidden className="size-5 text-ink-muted" />
          Choose from library
        </button>
        <button type="button" className={optionClasses} onClick={() => cameraInput.current?.click()}>
          <Camera aria-hidden className="size-5 text-ink-muted" />
          Take photo
        </button>
        {onRemove && (
          <button
            type="button"
            className={`${optionClasses} text-red-700`}
            onClick={() => {
              onOpenChange(false);
              onRemove();
            }}
          >
            <Trash2 aria-hidden className="size-5" />
            Remove photo
          </button>
        )}
        <button
          type="button"
          className={buttonClasses({ variant: 'outline', size: 'lg', className: 'mt-3' })}
          onClick={() => onOpenChange(false)}
        >
          Close
        </button>
        <input
          ref={library}
          type="file"
          accept={IMAGE_FILE_ACCEPT}
          hidden
          aria-label="Photo from library"
          onChange={(event) => picked(event.currentTarget)}
        />
        <input
          ref={cameraInput}
          type="file"
          accept="image/*"
          capture={camera}
          hidden
          aria-label="Photo from camera"
          onChange={(event) => picked(event.currentTarget)}
        />
      </div>
    </Sheet>
  );
}
