import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_LOOK_PRODUCTS } from '@stylebook/contracts';
import type { ProductCard } from '@stylebook/contracts';
import { clsx } from 'clsx';
import { ImagePlus, MapPin, Plus, X } from 'lucide-react';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { PhotoSourcePicker } from '../../../components/ui/photo-source-picker';
import { formErrorMessage } from '../../../lib/form-error';
import { uploadImage } from '../../../media/upload';
import { LookFormFields, pinNumbers, pinPosition } from './look-form';
import type { LookFormValues, PickedProduct } from './look-form';
import { productName } from '../../../components/product/product-name';
import { CoverImage, PinMarker } from './look-photo';
import { ProductPickerSheet } from '../../../components/product/product-picker-sheet';

// Loaded when someone pastes a store link: the scrape and product form stay out of the editor's first load.
const AddProductFlow = lazy(() => import('../../../components/product/add-product-flow'));

export type LookFormOutput = z.output<typeof LookFormFields>;

interface LookEditorProps {
  userId: string;
  initialValues: LookFormValues;
  initialProducts: PickedProduct[];
  submitLabel: string;
  /** Saves the look; a thrown error is shown above the button. */
  onSubmit: (values: LookFormOutput, products: PickedProduct[]) => Promise<void>;
}

/** The look form of /looks/create and /looks/{id}/edit: cover, title, description, products and their pins. */
export function LookEditor({
  userId,
  initialValues,
  initialProducts,
  submitLabel,
  onSubmit,
}: LookEditorProps) {
  const [picked, setPicked] = useState(initialProducts);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [pickingPhoto, setPickingPhoto] = useState(false);
  const [pickingProducts, setPickingProducts] = useState(false);
  const [addingByLink, setAddingByLink] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    setValue,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(LookFormFields), defaultValues: initialValues });
  const coverImageUrl = useWatch({ control, name: 'coverImageUrl' });
  const [preview, setPreview] = useLocalPreview();

  async function uploadCover(file: File) {
    setUploading(true);
    setFormError(null);
    try {
      const url = await uploadImage(file, 'lookCover');
      // The server serves an upload only once a look claims it, so the picked file is shown until then.
      setPreview(file);
      setValue('coverImageUrl', url, { shouldValidate: true });
    } catch (error) {
      setFormError(formErrorMessage(error));
    } finally {
      setUploading(false);
    }
  }

  function removeCover() {
    setPreview(null);
    setValue('coverImageUrl', '', { shouldValidate: true });
  }

  function addProduct(product: ProductCard) {
    setPicked((current) =>
      current.length < MAX_LOOK_PRODUCTS && !current.some((item) => item.product.id === product.id)
        ? [...current, { product, x: null, y: null }]
        : current,
    );
    setSelectedId(product.id);
  }

  function toggleProduct(product: ProductCard) {
    if (picked.some((item) => item.product.id === product.id)) removeProduct(product.id);
    else addProduct(product);
  }

  function removeProduct(productId: string) {
    setPicked((current) => current.filter((item) => item.product.id !== productId));
    if (selectedId === productId) setSelectedId(null);
  }

  function pin(productId: string, position: { x: number; y: number }) {
    setPicked((current) =>
      current.map((item) => (item.product.id === productId ? { ...item, ...position } : item)),
    );
  }

  /** A tap on the photo pins the selected product there, then selects the next one still to pin. */
  function pinSelected(position: { x: number; y: number }) {
    if (!selectedId) return;
    pin(selectedId, position);
    const next = picked.find((item) => item.product.id !== selectedId && item.x === null);
    setSelectedId(next?.product.id ?? null);
  }

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values, picked);
    } catch (error) {
      setFormError(formErrorMessage(error));
    }
  });

  const selected = picked.find((item) => item.product.id === selectedId);

  return (
    <form noValidate onSubmit={submit} className="md:grid md:grid-cols-2 md:items-start md:gap-10">
      <div className="md:sticky md:top-12">
        {coverImageUrl ? (
          <CoverPinBoard
            coverImageUrl={preview ?? coverImageUrl}
            picked={picked}
            selectedId={selectedId}
            uploading={uploading}
            onSelect={setSelectedId}
            onPin={pin}
            onTap={pinSelected}
          />
        ) : (
          <button
            type="button"
            onClick={() => setPickingPhoto(true)}
            disabled={uploading}
            aria-invalid={errors.coverImageUrl ? true : undefined}
            className="flex aspect-[3/4] w-full flex-col items-center justify-center gap-3 rounded-3xl border-2 border-dashed border-line bg-surface text-ink-muted transition hover:border-ink/30 aria-invalid:border-red-600"
          >
            <ImagePlus aria-hidden className="size-8" strokeWidth={1.5} />
            <span className="text-[15px] font-semibold text-ink">
              {uploading ? 'Uploading...' : 'Add cover photo'}
            </span>
          </button>
        )}
        {errors.coverImageUrl && <p className="mt-2 text-sm text-red-700">{errors.coverImageUrl.message}</p>}
        {coverImageUrl && (
          <button
            type="button"
            onClick={() => setPickingPhoto(true)}
            disabled={uploading}
            className={buttonClasses({ variant: 'outline', className: 'mt-3' })}
          >
            <ImagePlus aria-hidden className="size-4" />
            Change photo
          </button>
        )}
      </div>

      <div className="mt-8 flex flex-col gap-5 md:mt-0">
        <TextField label="Title" error={errors.title?.message} {...register('title')} />
        <TextAreaField
          label="Description"
          hint="Optional"
          error={errors.description?.message}
          {...register('description')}
        />

        <section aria-labelledby="look-editor-products" className="flex flex-col gap-3">
          <div className="flex items-center justify-between gap-3">
            <h2 id="look-editor-products" className="text-sm font-medium">
              Products
            </h2>
            <button
              type="button"
              onClick={() => setPickingProducts(true)}
              className={buttonClasses({ variant: 'outline', className: 'px-4' })}
            >
              <Plus aria-hidden className="size-4" />
              Add products
            </button>
          </div>
          {picked.length > 0 && (
            <>
              <ul className="flex flex-wrap gap-2">
                {picked.map((item, index) => (
                  <ProductChip
                    key={item.product.id}
                    number={index + 1}
                    item={item}
                    selected={item.product.id === selectedId}
                    onSelect={() => setSelectedId(item.product.id === selectedId ? null : item.product.id)}
                    onRemove={() => removeProduct(item.product.id)}
                  />
                ))}
              </ul>
              <p className="text-sm text-ink-muted" aria-live="polite">
                {selected
                  ? `Tap the photo to pin ${selected.product.brand}.`
                  : 'Select a product, then tap the photo to pin it.'}
              </p>
            </>
          )}
        </section>

        {formError && <Alert tone="error">{formError}</Alert>}
        <button
          type="submit"
          disabled={isSubmitting || uploading}
          className={buttonClasses({ size: 'lg', className: 'md:self-start' })}
        >
          {submitLabel}
        </button>
      </div>

      <PhotoSourcePicker
        open={pickingPhoto}
        onOpenChange={setPickingPhoto}
        title="Cover photo"
        onPick={(file) => void uploadCover(file)}
        onRemove={coverImageUrl ? removeCover : undefined}
      />
      <ProductPickerSheet
        open={pickingProducts}
        onOpenChange={setPickingProducts}
        userId={userId}
        pickedIds={new Set(picked.map((item) => item.product.id))}
        onToggle={toggleProduct}
        onPasteLink={() => {
          setPickingProducts(false);
          setAddingByLink(true);
        }}
      />
      {addingByLink && (
        <Suspense fallback={null}>
          <AddProductFlow onCreated={addProduct} onClose={() => setAddingByLink(false)} />
        </Suspense>
      )}
    </form>
  );
}

function ProductChip({
  number,
  item,
  selected,
  onSelect,
  onRemove,
}: {
  number: number;
  item: PickedProduct;
  selected: boolean;
  onSelect: () => void;
  onRemove: () => void;
}) {
  const pinned = item.x !== null;
  return (
    <li
      className={clsx(
        'flex h-10 items-center rounded-full border pl-1 transition',
        selected ? 'border-ink bg-ink text-canvas' : 'border-line bg-surface',
      )}
    >
      <button
        type="button"
        aria-pressed={selected}
        onClick={onSelect}
        className="flex min-w-0 items-center gap-2 pr-1 text-sm font-medium"
      >
        <span
          className={clsx(
            'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold',
            selected ? 'bg-canvas text-ink' : 'bg-sand',
          )}
        >
          {number}
        </span>
        <span className="max-w-[10rem] truncate">
          {item.product.brand} · {productName(item.product)}
        </span>
        {pinned && <MapPin aria-label="Pinned" className="size-3.5 shrink-0" />}
      </button>
      <button
        type="button"
        aria-label={`Remove ${item.product.brand}`}
        onClick={onRemove}
        className="flex size-9 items-center justify-center rounded-full"
      >
        <X aria-hidden className="size-4" />
      </button>
    </li>
  );
}

/** The cover to pin products on: a tap pins the selected product, and a pin can be dragged or re-tapped. */
function CoverPinBoard({
  coverImageUrl,
  picked,
  selectedId,
  uploading,
  onSelect,
  onPin,
  onTap,
}: {
  coverImageUrl: string;
  picked: PickedProduct[];
  selectedId: string | null;
  uploading: boolean;
  onSelect: (productId: string) => void;
  onPin: (productId: string, position: { x: number; y: number }) => void;
  onTap: (position: { x: number; y: number }) => void;
}) {
  const board = useRef<HTMLDivElement>(null);
  const dragging = useRef<string | null>(null);

  function positionOf(event: { clientX: number; clientY: number }) {
    const rect = board.current?.getBoundingClientRect() ?? { left: 0, top: 0, width: 0, height: 0 };
    return pinPosition(event.clientX, event.clientY, rect);
  }

  function startDrag(productId: string, event: ReactPointerEvent<HTMLButtonElement>) {
    dragging.current = productId;
    event.currentTarget.setPointerCapture(event.pointerId);
  }

  function endDrag() {
    dragging.current = null;
  }

  function drag(event: ReactPointerEvent<HTMLButtonElement>) {
    if (dragging.current) onPin(dragging.current, positionOf(event));
  }

  return (
    <div
      ref={board}
      data-testid="look-cover"
      onClick={(event) => onTap(positionOf(event))}
      className={clsx(
        'relative aspect-[3/4] w-full overflow-hidden rounded-3xl bg-sand',
        selectedId && 'cursor-crosshair',
      )}
    >
      <CoverImage url={coverImageUrl} alt="Cover photo" />
      {pinNumbers(picked).map(({ item, number, x, y }) => (
        <PinMarker
          key={item.product.id}
          number={number}
          x={x}
          y={y}
          active={item.product.id === selectedId}
          aria-label={`Pin ${number}: ${item.product.brand}`}
          className="cursor-grab touch-none active:cursor-grabbing"
          onClick={(event) => {
            event.stopPropagation();
            onSelect(item.product.id);
          }}
          onPointerDown={(event) => startDrag(item.product.id, event)}
          onPointerMove={drag}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
        />
      ))}
      {uploading && (
        <span className="absolute inset-0 flex items-center justify-center bg-ink/40 text-[15px] font-semibold text-canvas">
          Uploading...
        </span>
      )}
    </div>
  );
}

/** An object URL showing a picked file, released when it is replaced or the form closes. */
function useLocalPreview(): [string | null, (file: File | null) => void] {
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);

  return [url, setFile];
}
