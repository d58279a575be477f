import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { buttonClasses } from '../ui/button';
import { Sheet } from '../ui/sheet';
import { useToast } from '../ui/toast';
import { productUrlError } from './product-url';

interface NewProductSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "New product by URL" (SPEC.md §2). Scraping and the edit sheet arrive with the product issue. */
export default function NewProductSheet({ open, onOpenChange }: NewProductSheetProps) {
  const toast = useToast();
  const inputId = useId();
  const errorId = useId();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const message = productUrlError(url);
    setError(message);
    if (message) return;
    toast.show('Adding products from a link is coming soon', { type: 'info' });
  }

  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="New product">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 pt-1">
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
        <button type="submit" className={buttonClasses({ size: 'lg' })}>
          Add
        </button>
      </form>
    </Sheet>
  );
}
