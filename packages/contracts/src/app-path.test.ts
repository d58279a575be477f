import { describe, expect, it } from 'vitest';
import { appPath } from './app-path.ts';

const origin = 'http://localhost:3000';

describe('appPath', () => {
  it('keeps paths of the app, and absolute URLs on its origin as paths', () => {
    expect(appPath('/collections/1?tab=2#top', origin)).toBe('/collections/1?tab=2#top');
    expect(appPath('http://localhost:3000/search?q=coat', origin)).toBe('/search?q=coat');
  });

  it.each([
    'http://localhost:3000//evil.example',
    'http://localhost:3000/\\evil.example',
    'http://localhost:3000/.//evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/.//evil.example',
    'https://evil.example/',
    'https://localhost:3000/',
    'javascript:alert(1)',
    'http://[',
    '',
    undefined,
    null,
  ])('refuses %j', (value) => {
    expect(appPath(value, origin)).toBeNull();
  });
});
