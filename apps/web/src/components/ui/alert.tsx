import { clsx } from 'clsx';
import type { ReactNode } from 'react';

const TONES = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  info: 'border-line bg-sand/60 text-ink',
} as const;

/**
 * A message box: errors in red, successes in green (the "Verify your email" sheet, docs/product.md §16),
 * notes in sand.
 */
export function Alert({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx('rounded-xl border px-4 py-3 text-left text-sm leading-5', TONES[tone])}
    >
      {children}
    </div>
  );
}
