import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` whenever the returned element scrolls within `rootMargin` of the viewport — the
 * sentinel behind infinite scroll. The margin starts the next page before the user reaches the end.
 */
export function useOnVisible<T extends Element>(
  onVisible: () => void,
  enabled: boolean,
  rootMargin = '800px',
) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);

  useEffect(() => {
    callback.current = onVisible;
  }, [onVisible]);

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, rootMargin]);

  return ref;
}
