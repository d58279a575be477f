import { useCallback, useEffect, useRef, useState } from 'react';

/** The add-to-collection sheet (docs/product.md §12): a card is locked for 2 seconds after it toggles. */
export const CARD_LOCK_MS = 2000;

/** Which cards are locked just now; `lock(id)` locks one for CARD_LOCK_MS. */
export function useCardLock(): { isLocked: (id: string) => boolean; lock: (id: string) => void } {
  const [locked, setLocked] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const lock = useCallback((id: string) => {
    setLocked((current) => new Set(current).add(id));
    clearTimeout(timers.current.get(id));
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        setLocked((current) => {
          const next = new Set(current);
          next.delete(id);
          return next;
        });
      }, CARD_LOCK_MS),
    );
  }, []);

  const isLocked = useCallback((id: string) => locked.has(id), [locked]);
  return { isLocked, lock };
}
