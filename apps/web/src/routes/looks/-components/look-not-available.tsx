import { ImageOff } from 'lucide-react';
import { UnavailableScreen } from '../../../components/unavailable-screen';

/** A missing look, and one the viewer may not see, look the same (docs/product.md §4). */
export function LookNotAvailable() {
  return (
    <UnavailableScreen
      icon={<ImageOff aria-hidden className="size-7" strokeWidth={1.75} />}
      title="This look is not available"
      description="It may have been removed, or it is only visible to its owner's subscribers."
    />
  );
}
