/**
 * A counted page-scroll lock: every open sheet takes one, and the page scrolls again only when the last
 * one is released, so a sheet opened from another sheet does not unlock the page when it closes.
 */
let holders = 0;
let overflowBeforeLock = '';

export function lockPageScroll(): () => void {
  const body = document.body;
  if (holders === 0) {
    overflowBeforeLock = body.style.overflow;
    body.style.overflow = 'hidden';
  }
  holders += 1;

  let released = false;
  return function release() {
    // Releasing twice (e.g. an effect cleanup after an explicit close) must not free another holder's lock.
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) body.style.overflow = overflowBeforeLock;
  };
}

export function pageScrollLockCount(): number {
  return holders;
}
