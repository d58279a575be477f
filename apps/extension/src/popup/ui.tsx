import { clsx } from 'clsx';
import { useId, type ComponentProps, type ReactNode } from 'react';

/** The popup's small kit, in the web app's palette (the shared theme). */

export function buttonClasses(variant: 'primary' | 'outline' = 'primary', className?: string): string {
  return clsx(
    'inline-flex h-10 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold transition disabled:pointer-events-none disabled:opacity-50',
    variant === 'primary'
      ? 'bg-ink text-canvas hover:bg-ink/85'
      : 'border border-line bg-surface text-ink hover:bg-sand',
    className,
  );
}

export function Alert({ tone, children }: { tone: 'error' | 'info'; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx(
        'rounded-xl border px-3 py-2 text-sm',
        tone === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-line bg-sand text-ink',
      )}
    >
      {children}
    </div>
  );
}

const CONTROL =
  'w-full rounded-xl border border-line bg-surface px-3 text-[15px] text-ink placeholder:text-ink-subtle focus:border-ink focus:outline-none aria-invalid:border-red-600';

interface FieldProps {
  label: string;
  error?: string;
  /** Shown under the field when there is no error. */
  hint?: ReactNode;
}

function Frame({ id, label, error, hint, children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-message`} className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-message`} className="text-[13px] text-ink-muted">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

const described = (id: string, error: string | undefined, hint: ReactNode) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error || hint ? `${id}-message` : undefined,
});

export function TextField({ label, error, hint, className, ...input }: FieldProps & ComponentProps<'input'>) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint}>
      <input {...described(id, error, hint)} className={clsx(CONTROL, 'h-10', className)} {...input} />
    </Frame>
  );
}

export function TextAreaField({ label, error, hint, ...textarea }: FieldProps & ComponentProps<'textarea'>) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint}>
      <textarea {...described(id, error, hint)} rows={2} className={clsx(CONTROL, 'py-2')} {...textarea} />
    </Frame>
  );
}

export function SelectField({
  label,
  error,
  hint,
  children,
  ...select
}: FieldProps & ComponentProps<'select'>) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint}>
      <select {...described(id, error, hint)} className={clsx(CONTROL, 'h-10')} {...select}>
        {children}
      </select>
    </Frame>
  );
}

/** The message of anything thrown: an API error carries the server's own message (docs/product.md §16). */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
