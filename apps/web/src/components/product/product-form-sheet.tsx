import { zodResolver } from '@hookform/resolvers/zod';
import { Gender } from '@stylebook/contracts';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { storedImages } from '../../media/image-list';
import { useImageList } from '../../media/use-image-list';
import { buttonClasses } from '../ui/button';
import { TextAreaField, TextField } from '../ui/field';
import { Sheet } from '../ui/sheet';
import { useToast } from '../ui/toast';
import { CurrencyPicker } from './currency-picker';
import { ImageGrid } from './image-grid';
import { UnsureHint } from './unsure-hint';
import { ProductFormSchema, STYLE_LABELS, canSave, imagesError, toSubmission } from '@stylebook/client';
import type { ProductDraft, ProductFormInput, ProductFormValues, ProductSubmission } from '@stylebook/client';
import type { ScrapedField } from '@stylebook/contracts';

const WAIT_FOR_UPLOAD_MESSAGE = 'Please wait for the image upload to finish';

interface ProductFormSheetProps {
  open: boolean;
  title: string;
  submitLabel: string;
  draft: ProductDraft;
  /** Cancel, the close icon or a drag down. */
  onClose: () => void;
  /** Saves the product; handles its own failures. */
  onSubmit: (submission: ProductSubmission) => Promise<void>;
}

/** The Edit product sheet (docs/product.md §6): titled 'Create Product' when adding, and reused to edit. */
export function ProductFormSheet({
  open,
  title,
  submitLabel,
  draft,
  onClose,
  onSubmit,
}: ProductFormSheetProps) {
  const toast = useToast();
  const formId = useId();
  const images = useImageList(storedImages(draft.images, 'stored'), 'productImage');
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isValid, isSubmitting, dirtyFields },
  } = useForm<ProductFormInput, unknown, ProductFormValues>({
    resolver: zodResolver(ProductFormSchema),
    defaultValues: draft.values,
    mode: 'onTouched',
  });

  const storedUrls = images.images.flatMap((image) => (image.status === 'ready' ? [{ url: image.url }] : []));
  const readiness = { formValid: isValid, imageCount: images.images.length, uploading: images.uploading };
  const ready = canSave(readiness);
  // Only the upload holds it back: the button looks disabled, but a tap says what it is waiting for.
  const waitingForUpload = images.uploading && canSave({ ...readiness, uploading: false });

  const save = handleSubmit((values) => onSubmit(toSubmission(values, storedUrls)));
  // A field the scraper was unsure of is marked until the person changes it.
  const unsureHint = (field: ScrapedField) =>
    draft.unsure.includes(field) && !dirtyFields[field] ? <UnsureHint /> : undefined;

  return (
    <Sheet
      open={open}
      onOpenChange={(next) => next || onClose()}
      title={title}
      footer={
        <div className="grid grid-cols-2 gap-3">
          <button
            type="button"
            onClick={onClose}
            className={buttonClasses({ variant: 'outline', size: 'lg' })}
          >
            Cancel
          </button>
          <button
            type="submit"
            form={formId}
            disabled={(!ready && !waitingForUpload) || isSubmitting}
            aria-disabled={waitingForUpload || undefined}
            className={buttonClasses({ size: 'lg', className: 'aria-disabled:opacity-50' })}
          >
            {submitLabel}
          </button>
        </div>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          if (images.uploading) {
            event.preventDefault();
            toast.show(WAIT_FOR_UPLOAD_MESSAGE, { type: 'warning' });
            return;
          }
          void save(event);
        }}
        className="flex flex-col gap-5 pt-1"
      >
        <TextField
          label="Brand"
          autoComplete="off"
          error={errors.brand?.message}
          hint={unsureHint('brand')}
          {...register('brand')}
        />
        <TextAreaField
          label="Description"
          hint={
            <>
              {unsureHint('description')}
              <span className="block">Optional: the product's name, as the shop calls it</span>
            </>
          }
          rows={2}
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Price"
            type="number"
            inputMode="decimal"
            min={1}
            step="any"
            error={errors.price?.message}
            hint={unsureHint('price')}
            {...register('price', { valueAsNumber: true })}
          />
          <Controller
            control={control}
            name="currency"
            render={({ field, fieldState }) => (
              <CurrencyPicker
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                hint={unsureHint('currency')}
              />
            )}
          />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-ink">Style</legend>
          <div className="grid grid-cols-3 gap-2">
            {Gender.options.map((gender) => (
              <label
                key={gender}
                className="flex h-11 cursor-pointer items-center justify-center rounded-full border border-line bg-surface text-sm font-semibold text-ink transition hover:border-ink/30 has-checked:border-ink has-checked:bg-ink has-checked:text-canvas has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ink"
              >
                <input type="radio" value={gender} className="sr-only" {...register('gender')} />
                {STYLE_LABELS[gender]}
              </label>
            ))}
          </div>
          {errors.gender && <p className="text-sm text-red-700">{errors.gender.message}</p>}
        </fieldset>
        <ImageGrid list={images} error={images.uploading ? null : imagesError(storedUrls)} />
      </form>
    </Sheet>
  );
}
