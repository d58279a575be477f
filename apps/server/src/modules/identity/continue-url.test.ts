import { describe, expect, it } from 'vitest';
import { safeContinuePath } from './continue-url.ts';

const origin = 'https://stylebook.test';

describe('safeContinuePath', () => {
  it('keeps paths of this app', () => {
    expect(safeContinuePath('/collections/1?tab=2#top', origin)).toBe('/collections/1?tab=2#top');
    expect(safeContinuePath('https://stylebook.test/search?q=coat', origin)).toBe('/search?q=coat');
  });

  it('sends everything else home', () => {
    for (const unsafe of [
      'https://evil.test/phish',
      '//evil.test/phish',
      '/\\evil.test',
      'https://stylebook.test//evil.test',
      'https://stylebook.test/\\evil.test',
      '/\t/evil.test',
      '/.//evil.test',
      'javascript:alert(1)',
      'http://stylebook.test/',
      '',
      undefined,
      null,
    ]) {
      expect(safeContinuePath(unsafe, origin)).toBe('/');
    }
  });
});
