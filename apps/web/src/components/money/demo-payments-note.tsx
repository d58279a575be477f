import { FlaskConical } from 'lucide-react';

const DEMO_PAYMENTS_NOTE = 'Demo payments: no real money moves';

/** Shown wherever money can be added while the demo provider is in use (docs/product.md §9). */
export function DemoPaymentsNote() {
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1.5 text-[13px] font-semibold text-amber-900">
      <FlaskConical aria-hidden className="size-4 shrink-0" />
      {DEMO_PAYMENTS_NOTE}
    </p>
  );
}
