import { clsx } from 'clsx';
import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';

interface FieldProps {
  label: string;
  /** Shown under the field in red; marks the control invalid. */
  error?: string;
  /** Shown under the field when there is no error. */
  hint?: ReactNode;
}

const CONTROL_CLASSES =
  'w-full rounded-xl border border-line bg-surface px-4 text-[16px] text-ink placeholder:text-ink-subtle focus:border-ink focus:outline-none aria-invalid:border-red-600';

/** A labelled input with its validation message underneath; spread react-hook-form's `register()` into it. */
export function TextField({ label, error, hint, className, ...input }: FieldProps & ComponentProps<'input'>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input
        {...controlAttributes(id, error, hint)}
        className={clsx(CONTROL_CLASSES, 'h-12', className)}
        {...input}
      />
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  className,
  ...textarea
}: FieldProps & ComponentProps<'textarea'>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <textarea
        {...controlAttributes(id, error, hint)}
        className={clsx(CONTROL_CLASSES, 'min-h-24 py-3', className)}
        {...textarea}
      />
    </FieldFrame>
  );
}

function controlAttributes(id: string, error: string | undefined, hint: ReactNode) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error || hint ? `${id}-message` : undefined,
  };
}

function FieldFrame({ id, label, error, hint, children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5 text-left">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-message`} className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-message`} className="text-sm text-ink-muted">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
