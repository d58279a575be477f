import { describe, expect, it } from 'vitest';
import { isId } from './route-params';

describe('isId', () => {
  it('accepts a UUID', () => {
    expect(isId('0b8f3c1e-8a4b-4f7e-9c2d-1a2b3c4d5e6f')).toBe(true);
  });

  it.each(['', 'abc', '0b8f3c1e-8a4b-4f7e-9c2d-1a2b3c4d5e6', '../settings'])('refuses %j', (value) => {
    expect(isId(value)).toBe(false);
  });
});
