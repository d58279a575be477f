import type { ScrapedProduct } from '@stylebook/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { api, logFailure } from '../../lib/api';
import { buttonClasses } from '../ui/button';
import { Sheet } from '../ui/sheet';
import { productUrlError } from './product-url';
import { useScrapeProgress } from './scrape-progress';

interface NewProductSheetProps {
  open: boolean;
  /** Closing the sheet (Cancel, drag or the close icon) ends the whole add-product flow. */
  onClose: () => void;
  onScraped: (scraped: ScrapedProduct, purchaseUrl: string) => void;
}

/**
 * "New product by URL" (SPEC.md §2, §4 "Scraping"): reads the store page through the server. A failure is
 * only logged (SPEC.md §8): the countdown stops and the sheet stays open for another try.
 */
export function NewProductSheet({ open, onClose, onScraped }: NewProductSheetProps) {
  const inputId = useId();
  const errorId = useId();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [scraping, setScraping] = useState(false);
  const progress = useScrapeProgress(scraping);
  const pending = useRef<AbortController | null>(null);

  useEffect(() => () => pending.current?.abort(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (scraping) return;
    const message = productUrlError(url);
    setError(message);
    if (message) return;
    const purchaseUrl = url.trim();
    const controller = new AbortController();
    pending.current = controller;
    setScraping(true);
    try {
      onScraped(await api.products.scrape(purchaseUrl, controller.signal), purchaseUrl);
    } catch (failure) {
      if (!controller.signal.aborted) logFailure(failure);
    } finally {
      setScraping(false);
    }
  }

  return (
    <Sheet open={open} onOpenChange={(next) => next || onClose()} title="New product">
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4 pt-1">
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
