import { UNSURE_FIELD_HINT } from '@stylebook/client';
import { CircleAlert } from 'lucide-react';

/**
 * The mark under a field the scraper filled on weak evidence. It sits in the field's hint, so the field's
 * `aria-describedby` reads it out with the field.
 */
export function UnsureHint() {
  return (
    <span className="inline-flex items-start gap-1 font-medium text-amber-800">
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      {UNSURE_FIELD_HINT}
    </span>
  );
}
