import { Suspense, useState } from 'react';
import { useRequireAuth } from '../../auth/require-auth';
import { LazyAddToCollectionSheet } from '../../components/collection/lazy-add-to-collection-sheet';

/**
 * Save on a feed's product tiles (Featured, Following): a signed-out visitor is asked to sign in first, a
 * signed-in one gets the Add to collection sheet, which `sheet` draws while it is open.
 */
export function useSaveFromTile() {
  const requireAuth = useRequireAuth();
  const [saving, setSaving] = useState<string | null>(null);
  const sheet = saving && (
    <Suspense fallback={null}>
      <LazyAddToCollectionSheet item={{ kind: 'product', id: saving }} open onClose={() => setSaving(null)} />
    </Suspense>
  );
  return { save: ({ id }: { id: string }) => requireAuth(() => setSaving(id)), sheet };
}
