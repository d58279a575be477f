/** Runs `callback` once the browser is idle (at most `timeout` ms later); returns a cancel function. */
export function whenIdle(callback: () => void, timeout = 2000): () => void {
  // Safari has no requestIdleCallback: a short timer is the next best moment after the first paint.
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(callback, 200);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(callback, { timeout });
  return () => window.cancelIdleCallback(handle);
}
