import { Bookmark } from 'lucide-react';
import { useRequireAuth } from '../../auth/require-auth';
import { buttonClasses } from '../ui/button';

/** Save (file into a collection) on a product or look page; signed-out people are asked to sign in first. */
export function SaveButton({ onSave }: { onSave: () => void }) {
  const requireAuth = useRequireAuth();
  return (
    <button
      type="button"
      onClick={() => requireAuth(onSave)}
      className={buttonClasses({ variant: 'outline', size: 'lg', className: 'px-5' })}
    >
      <Bookmark aria-hidden className="size-4" />
      Save
    </button>
  );
}
