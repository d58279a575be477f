import type { Removal } from '@stylebook/contracts';
import { Alert } from '../ui/alert';

/**
 * What the owner of a removed product, look or collection reads at the top of its page (docs/product.md §20):
 * only they still see it, so only their replies carry a removal.
 */
export function RemovalNotice({ removal }: { removal: Removal | null }) {
  if (!removal) return null;
  return (
    <div className="px-5 pt-4 md:px-10 md:pt-12">
      <Alert tone="error">
        <p className="font-semibold">Removed by moderators</p>
        {removal.note && <p className="mt-1 whitespace-pre-line">Reason: {removal.note}</p>}
        <p className="mt-1">No one else can see it.</p>
      </Alert>
    </div>
  );
}
