import { ApiError } from '@stylebook/contracts';
import { describe, expect, it } from 'vitest';
import { retryOnce } from './query-retry';

describe('retryOnce', () => {
  it('tries a network failure or a server error once more', () => {
    expect(retryOnce(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryOnce(0, new ApiError(503, 'Unavailable'))).toBe(true);
    expect(retryOnce(1, new ApiError(503, 'Unavailable'))).toBe(false);
  });

  it('never retries a refusal', () => {
    expect(retryOnce(0, new ApiError(404, 'Not found', 'NOT_FOUND'))).toBe(false);
    expect(retryOnce(0, new ApiError(401, 'Sign in', 'UNAUTHENTICATED'))).toBe(false);
  });
});
