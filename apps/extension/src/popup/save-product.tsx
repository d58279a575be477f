import { zodResolver } from '@hookform/resolvers/zod';
import {
  canSave,
  draftFromScrape,
  IMAGE_LIMIT_MESSAGES,
  imageLimits,
  imagesError,
  ProductFormSchema,
  STYLE_LABELS,
  toSubmission,
  UNSURE_FIELD_HINT,
} from '@stylebook/client';
import {
  ApiError,
  CURRENCIES,
  Gender,
  INITIAL_SCRAPED_IMAGES,
  ScrapeBody,
  type CurrentUser,
  type Product,
  type ScrapedField,
} from '@stylebook/contracts';
import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { APP_URL } from '../config.ts';
import type { PageReading } from '../page/read-page.ts';
import { activeTab, imageOrigins, readPage, readPageImage } from './active-page.ts';
import { AddToCollection } from './add-to-collection.tsx';
import { api, uploadImage } from './api.ts';
import { usePersonCollections } from './person-collections.ts';
import { saveImages } from './save-images.ts';
import { Alert, buttonClasses, messageOf, SelectField, TextAreaField, TextField } from './ui.tsx';

/**
 * The Create Product sheet's fields and rules (docs/product.md §5), plus the product URL the web app asks
 * first.
 */
const SaveFormSchema = ProductFormSchema.extend({ purchaseUrl: ScrapeBody.shape.url });
type SaveFormInput = z.input<typeof SaveFormSchema>;
type SaveFormValues = z.output<typeof SaveFormSchema>;

interface PageToSave {
  tabId: number;
  reading: PageReading;
  /** Why the page could not be read; the form then starts empty. */
  readError: string | null;
}

type Step = { name: 'reading' } | { name: 'form'; page: PageToSave } | { name: 'saved'; product: Product };

/** Reads the page, lets the person check and save it, then file it into collections. */
export function SaveProduct({ user, onSignedOut }: { user: CurrentUser; onSignedOut: () => void }) {
  const [step, setStep] = useState<Step>({ name: 'reading' });
  const [error, setError] = useState<string | null>(null);
  const lists = usePersonCollections(user.id, onSignedOut);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      let tab: chrome.tabs.Tab & { id: number };
      try {
        tab = await activeTab();
      } catch (failure) {
        setError(messageOf(failure));
        return;
      }
      let page: PageToSave;
      try {
        page = { tabId: tab.id, reading: await readPage(tab.id), readError: null };
      } catch (failure) {
        page = { tabId: tab.id, reading: emptyReading(tab), readError: messageOf(failure) };
      }
      if (!cancelled) setStep({ name: 'form', page });
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  if (error) return <Alert tone="error">{error}</Alert>;
  if (step.name === 'reading') return <p className="text-sm text-ink-muted">Reading this page…</p>;
  if (step.name === 'saved') return <AddToCollection user={user} product={step.product} lists={lists} />;
  return (
    <SaveForm
      page={step.page}
      onSaved={(product) => setStep({ name: 'saved', product })}
      onSignedOut={onSignedOut}
    />
  );
}

/** A page the extension cannot read (the browser's own pages, the web store): its address, if any. */
function emptyReading(tab: chrome.tabs.Tab): PageReading {
  const pageUrl = tab.url ?? '';
  return {
    pageUrl,
    title: tab.title ?? '',
    isProduct: false,
    images: [],
    product: {
      url: pageUrl,
      canonicalUrl: pageUrl,
      description: null,
      brand: null,
      price: null,
      currency: null,
      gender: null,
      images: [],
      siteName: null,
      lowConfidence: [],
    },
  };
}

function SaveForm({
  page,
  onSaved,
  onSignedOut,
}: {
  page: PageToSave;
  onSaved: (product: Product) => void;
  onSignedOut: () => void;
}) {
  const { reading } = page;
  // What a scrape would have filled in (the defaults of docs/product.md §5); a page that sells nothing starts
  // blank.
  const draft = draftFromScrape(reading.isProduct ? reading.product : { ...reading.product, images: [] });
  const [picked, setPicked] = useState<string[]>(() =>
    reading.images
      .filter((image) => reading.isProduct && image.isProductImage)
      .slice(0, INITIAL_SCRAPED_IMAGES)
      .map((image) => image.url),
  );
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ message: string; unverified: boolean } | null>(null);
  const [uploadErrors, setUploadErrors] = useState<string[]>([]);
  /** The answer to the permission prompt for other origins' images, asked in the click that saves. */
  const imageAccess = useRef<Promise<boolean>>(Promise.resolve(true));
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, dirtyFields },
  } = useForm<SaveFormInput, unknown, SaveFormValues>({
    resolver: zodResolver(SaveFormSchema),
    defaultValues: { ...draft.values, purchaseUrl: reading.product.canonicalUrl },
    mode: 'onTouched',
  });

  // A field the page reader was unsure of is marked, as the web app marks it, until the person changes it.
  const unsureHint = (field: ScrapedField) =>
    draft.unsure.includes(field) && !dirtyFields[field] ? (
      <span className="font-medium text-amber-800">{UNSURE_FIELD_HINT}</span>
    ) : undefined;
  const { full, excess } = imageLimits(picked.length);
  const ready = canSave({ formValid: isValid, imageCount: picked.length, uploading: saving });
  const pickError = imagesError(picked.map(() => ({ url: '/media/picked' })));

  function toggle(url: string) {
    setPicked((current) =>
      current.includes(url) ? current.filter((item) => item !== url) : [...current, url],
    );
  }

  const save = handleSubmit(async (values) => {
    setSaving(true);
    setError(null);
    setUploadErrors([]);
    try {
      await imageAccess.current;
      const saved = await saveImages(picked, (url) => readPageImage(page.tabId, url), uploadImage);
      setUploadErrors(saved.errors);
      if (saved.images.length === 0) throw new Error('None of the picked images could be saved.');
      const { purchaseUrl, ...fields } = values;
      onSaved(await api.products.create({ ...toSubmission(fields, saved.images), purchaseUrl }));
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) onSignedOut();
      setError({
        message: messageOf(failure),
        unverified: failure instanceof ApiError && failure.code === 'EMAIL_NOT_VERIFIED',
      });
    } finally {
      setSaving(false);
    }
  });

  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        // Asked here, in the click: a browser shows a permission prompt only for a person's gesture.
        const origins = imageOrigins(reading.pageUrl, picked);
        imageAccess.current =
          origins.length > 0
            ? chrome.permissions.request({ origins }).catch(() => false)
            : Promise.resolve(true);
        void save(event);
      }}
    >
      {page.readError && <Alert tone="error">This page could not be read: {page.readError}</Alert>}
      {!page.readError && !reading.isProduct && (
        <Alert tone="info">No product was found on this page. Enter it by hand.</Alert>
      )}
      <TextField
        label="Product URL"
        type="url"
        error={errors.purchaseUrl?.message}
        {...register('purchaseUrl')}
      />
      <TextField
        label="Brand"
        autoComplete="off"
        error={errors.brand?.message}
        hint={unsureHint('brand')}
        {...register('brand')}
      />
      <TextAreaField
        label="Description"
        error={errors.description?.message}
        hint={unsureHint('description')}
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
        <SelectField
          label="Currency"
          error={errors.currency?.message}
          hint={unsureHint('currency')}
          {...register('currency')}
        >
          {CURRENCIES.map(({ code, symbol }) => (
            <option key={code} value={code}>
              {code} {symbol}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium">Style</legend>
        <div className="grid grid-cols-3 gap-1.5">
          {Gender.options.map((gender) => (
            <label
              key={gender}
              className="flex h-9 cursor-pointer items-center justify-center rounded-full border border-line bg-surface px-1 text-[13px] font-semibold has-checked:border-ink has-checked:bg-ink has-checked:text-canvas has-focus-visible:outline-2 has-focus-visible:outline-ink"
            >
              <input type="radio" value={gender} className="sr-only" {...register('gender')} />
              {STYLE_LABELS[gender]}
            </label>
          ))}
        </div>
        {errors.gender && <p className="text-sm text-red-700">{errors.gender.message}</p>}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">
          Images <span className="font-normal text-ink-muted">({picked.length} picked)</span>
        </legend>
        {reading.images.length === 0 ? (
          <p className="text-sm text-ink-muted">This page has no pictures to pick.</p>
        ) : (
          <ul className="grid grid-cols-4 gap-2">
            {reading.images.map((image, index) => {
              const isPicked = picked.includes(image.url);
              return (
                <li key={image.url}>
                  <label
                    className={clsx(
                      'relative block aspect-square cursor-pointer overflow-hidden rounded-lg border-2 bg-sand has-focus-visible:outline-2 has-focus-visible:outline-ink',
                      isPicked ? 'border-ink' : 'border-transparent opacity-70',
                      !isPicked && full && 'cursor-not-allowed',
                    )}
                  >
                    <input
                      type="checkbox"
                      className="sr-only"
                      checked={isPicked}
                      disabled={!isPicked && full}
                      onChange={() => toggle(image.url)}
                      aria-label={`Image ${index + 1}`}
                    />
                    <img src={image.url} alt="" className="size-full object-cover" />
                    {isPicked && (
                      <span className="absolute top-1 right-1 rounded-full bg-ink px-1.5 text-xs text-canvas">
                        {picked.indexOf(image.url) + 1}
                      </span>
                    )}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        {full && excess === 0 && <p className="text-sm text-ink-muted">{IMAGE_LIMIT_MESSAGES.full}</p>}
        {excess > 0 && (
          <div className="text-sm text-red-700">
            <p className="font-semibold">{IMAGE_LIMIT_MESSAGES.tooMany(picked.length)}</p>
            <p>{IMAGE_LIMIT_MESSAGES.removeExcess(excess)}</p>
          </div>
        )}
        {pickError && <p className="text-sm text-red-700">{pickError}</p>}
      </fieldset>
      {uploadErrors.length > 0 && (
        <Alert tone="error">
          <p className="font-semibold">Upload errors:</p>
          <ul>
            {uploadErrors.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Alert>
      )}
      {error && (
        <Alert tone="error">
          {error.message}
          {error.unverified && (
            <>
              {' '}
              <a className="underline" href={`${APP_URL}/settings/account`} target="_blank" rel="noreferrer">
                Verify your email in Stylebook
              </a>
            </>
          )}
        </Alert>
      )}
      <button type="submit" disabled={!ready} className={buttonClasses('primary', 'h-11')}>
        {saving ? 'Saving…' : 'Create'}
      </button>
    </form>
  );
}
