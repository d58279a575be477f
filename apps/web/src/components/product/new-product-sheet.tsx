import type { ScrapedProduct } from '@stylebook/contracts';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { api, logFailure } from '../../lib/api';
import { formErrorMessage } from '../../lib/form-error';
import { Alert } from '../ui/alert';
import { buttonClasses } from '../ui/button';
import { Sheet } from '../ui/sheet';
import { productUrlError } from './product-url';
import { useScrapeProgress } from './scrape-progress';

interface NewProductSheetProps {
  open: boolean;
  /** Closing the sheet (Cancel, drag or the close icon) ends the whole add-product flow. */
  onClose: () => void;
  onScraped: (scraped: ScrapedProduct, purchaseUrl: string) => void;
  /** The store could not be read: the person types the details in themselves. */
  onEnterByHand: (purchaseUrl: string) => void;
  /** A link to read at once, as if typed in and added: one shared to the app from another app. */
  initialUrl?: string;
  /** A note above the field, e.g. that a share held no link. */
  notice?: string;
}

/**
 * "New product by URL" (docs/product.md §6): reads the store page through the server. On a failure
 * the countdown stops and the sheet stays open, saying why (the server's message; see docs/decisions.md,
 * "A failed scrape says why") and offering to enter the product by hand.
 */
export function NewProductSheet({
  open,
  onClose,
  onScraped,
  onEnterByHand,
  initialUrl,
  notice,
}: NewProductSheetProps) {
  const inputId = useId();
  const errorId = useId();
  const [url, setUrl] = useState(initialUrl ?? '');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; purchaseUrl: string } | null>(null);
  const [scraping, setScraping] = useState(false);
  const progress = useScrapeProgress(scraping);
  const pending = useRef<AbortController | null>(null);

  useEffect(() => () => pending.current?.abort(), []);

  /** Checks the link and reads the store page: what "Add" does, and what a shared link starts by itself. */
  async function scrape(link: string) {
    const message = productUrlError(link);
    setError(message);
    setFailure(null);
    if (message) return;
    const purchaseUrl = link.trim();
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setScraping(true);
    try {
      onScraped(await api.products.scrape(purchaseUrl, controller.signal), purchaseUrl);
    } catch (scrapeError) {
      if (controller.signal.aborted) return;
      logFailure(scrapeError);
      setFailure({ message: formErrorMessage(scrapeError), purchaseUrl });
    } finally {
      // An aborted read was replaced by a newer one, or the sheet is gone: neither wants the flag reset.
      if (!controller.signal.aborted) setScraping(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!scraping) void scrape(url);
  }

  const scrapeInitialUrl = useEffectEvent((link: string) => void scrape(link));
  useEffect(() => {
    if (initialUrl) scrapeInitialUrl(initialUrl);
  }, [initialUrl]);

  return (
    <Sheet open={open} onOpenChange={(next) => next || onClose()} title="New product">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 pt-1">
        {notice && <Alert tone="info">{notice}</Alert>}
        <div className="flex flex-col gap-2">
          <label htmlFor={inputId} className="text-sm font-medium text-ink">
            Enter Product URL
          </label>
          <input
            id={inputId}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            value={url}
            readOnly={scraping}
            onChange={(event) => setUrl(event.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            className="h-12 rounded-xl border border-line bg-canvas px-4 text-ink placeholder:text-ink-subtle focus:border-ink focus:outline-none aria-invalid:border-red-600"
          />
          {error && (
            <p id={errorId} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        {failure && (
          <Alert tone="error">
            <p>{failure.message}</p>
            <button
              type="button"
              onClick={() => onEnterByHand(failure.purchaseUrl)}
              className="mt-1 font-semibold underline underline-offset-4"
            >
              Enter the details yourself
            </button>
          </Alert>
        )}
        <button type="submit" disabled={scraping} className={buttonClasses({ size: 'lg' })}>
          {scraping ? `Adding... (${progress.secondsLeft}s)` : 'Add'}
        </button>
        <p aria-live="polite" className="min-h-5 text-center text-sm text-ink-muted">
          {scraping && progress.message}
        </p>
      </form>
    </Sheet>
  );
}
