import { ApiError } from '@stylebook/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryOnce } from './query-retry';

describe('retryOnce', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('tries a network failure or a server error once more', () => {
    expect(retryOnce(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryOnce(0, new ApiError(503, 'Unavailable'))).toBe(true);
    expect(retryOnce(1, new ApiError(503, 'Unavailable'))).toBe(false);
  });

  it('never retries a refusal', () => {
    expect(retryOnce(0, new ApiError(404, 'Not found', 'NOT_FOUND'))).toBe(false);
    expect(retryOnce(0, new ApiError(401, 'Sign in', 'UNAUTHENTICATED'))).toBe(false);
  });

  it('does not retry while the browser is offline: it would fail the same way', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(retryOnce(0, new TypeError('Failed to fetch'))).toBe(false);
  });
});
