import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps paths on this app, with their query', () => {
    expect(safeReturnPath('/collections/abc?tab=2')).toBe('/collections/abc?tab=2');
  });

  it.each([
    undefined,
    '',
    'search',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    '/.//evil.example',
    'https://evil.example/',
  ])('falls back for %j', (value) => {
    expect(safeReturnPath(value, '/onboarding')).toBe('/onboarding');
  });
});
