import { ApiError, type CollectionCard } from '@stylebook/contracts';
import { useEffect, useState } from 'react';
import { api } from './api.ts';
import { messageOf } from './ui.tsx';

export interface PersonCollections {
  /** Null while loading. */
  collections: CollectionCard[] | null;
  setCollections: (update: (current: CollectionCard[] | null) => CollectionCard[]) => void;
  error: string | null;
}

/**
 * The signed-in person's collections, asked for as the popup opens: the add-to-collection step needs them,
 * and the request proves the session is still live. A session revoked in the app's settings answers 401
 * (after one refresh), and the popup signs out at once instead of after the person filled in the form.
 */
export function usePersonCollections(userId: string, onSignedOut: () => void): PersonCollections {
  const [collections, setCollections] = useState<CollectionCard[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    api.users.collections(userId).then(
      (lists) => current && setCollections(lists.collections),
      (failure: unknown) => {
        if (!current) return;
        if (failure instanceof ApiError && failure.status === 401) onSignedOut();
        else setError(messageOf(failure));
      },
    );
    return () => {
      current = false;
    };
  }, [userId, onSignedOut]);
  return { collections, setCollections, error };
}
