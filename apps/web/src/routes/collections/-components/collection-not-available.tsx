import { FolderX } from 'lucide-react';
import { UnavailableScreen } from '../../../components/unavailable-screen';

/** Missing and private collections answer the same 404 (docs/product.md §4). */
export function CollectionNotAvailable() {
  return (
    <UnavailableScreen
      icon={<FolderX aria-hidden className="size-7" strokeWidth={1.75} />}
      title="This collection is not available"
      description="It may have been removed, or its owner keeps it private."
    />
  );
}
