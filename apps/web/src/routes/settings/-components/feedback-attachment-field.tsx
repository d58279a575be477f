import { ImagePlus, TriangleAlert, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { IMAGE_FILE_ACCEPT } from '../../../media/upload';
import { uploadingLabel } from './feedback-attachment';
import type { FeedbackAttachment } from './use-feedback-attachment';

/** 'Attach an image' and, once picked, the image's preview, upload progress or error, and a remove button. */
export function FeedbackAttachmentField({ attachment }: { attachment: FeedbackAttachment }) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const { state, pick, remove } = attachment;

  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-ink">Image (optional)</span>
      {state.status === 'empty' ? (
        <>
          <div>
            <button
              type="button"
              onClick={() => input.current?.click()}
              aria-describedby={hintId}
              className={buttonClasses({ variant: 'outline' })}
            >
              <ImagePlus aria-hidden className="size-4" />
              Attach an image
            </button>
          </div>
          <p id={hintId} className="text-sm text-ink-muted">
            A screenshot helps us see what you see. JPEG, PNG, WebP, GIF or AVIF, up to 10MB.
          </p>
        </>
      ) : (
        <div className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-3">
          {state.status === 'failed' ? (
            <span className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-red-50 text-red-700">
              <TriangleAlert aria-hidden className="size-6" />
            </span>
          ) : (
            <img
              src={state.previewUrl}
              alt={`Preview of ${state.fileName}`}
              className="size-16 shrink-0 rounded-xl bg-sand object-cover"
            />
          )}
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <p className="truncate text-sm font-medium text-ink">{state.fileName}</p>
            {state.status === 'uploading' && (
              <>
                <div
                  role="progressbar"
                  aria-label={`Uploading ${state.fileName}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(state.progress * 100)}
                  className="h-1.5 overflow-hidden rounded-full bg-sand"
                >
                  <div
                    className="h-full rounded-full bg-ink transition-[width]"
                    style={{ width: `${Math.round(state.progress * 100)}%` }}
                  />
                </div>
                <p className="text-[13px] text-ink-muted tabular-nums">{uploadingLabel(state.progress)}</p>
              </>
            )}
            {state.status === 'ready' && <p className="text-[13px] text-emerald-800">Attached</p>}
            {state.status === 'failed' && (
              <p role="alert" className="text-[13px] text-red-700">
                {state.error}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={remove}
            aria-label="Remove image"
            className="flex size-10 shrink-0 items-center justify-center rounded-full text-ink-muted transition hover:bg-sand hover:text-ink"
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>
      )}
      <input
        ref={input}
        type="file"
        accept={IMAGE_FILE_ACCEPT}
        hidden
        aria-label="Image to attach"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) pick(file);
        }}
      />
    </div>
  );
}
