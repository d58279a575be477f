import { afterEach, describe, expect, it } from 'vitest';
import { lockPageScroll, pageScrollLockCount } from './scroll-lock';

describe('lockPageScroll', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('locks the page and restores the previous overflow on release', () => {
    document.body.style.overflow = 'auto';
    const release = lockPageScroll();
    expect(document.body.style.overflow).toBe('hidden');
    release();
    expect(document.body.style.overflow).toBe('auto');
    expect(pageScrollLockCount()).toBe(0);
  });

  it('keeps the page locked until the last nested sheet releases it', () => {
    const releaseOuter = lockPageScroll();
    const releaseInner = lockPageScroll();
    expect(pageScrollLockCount()).toBe(2);

    releaseInner();
    expect(document.body.style.overflow).toBe('hidden');

    releaseOuter();
    expect(document.body.style.overflow).toBe('');
  });

  it('ignores a second release of the same lock', () => {
    const releaseOuter = lockPageScroll();
    const releaseInner = lockPageScroll();
    releaseInner();
    releaseInner();
    expect(pageScrollLockCount()).toBe(1);
    expect(document.body.style.overflow).toBe('hidden');
    releaseOuter();
    expect(pageScrollLockCount()).toBe(0);
  });
});
