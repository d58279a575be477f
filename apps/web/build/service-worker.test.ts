// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { precacheFor } from './service-worker';

const SHELL = '<!doctype html><script type="module" src="/assets/index-a1.js"></script>';
const BUILD = [
  'index.html',
  'assets/index-a1.js',
  'assets/index-c3.css',
  'assets/product-b2.js',
  'favicon.svg',
];

describe('precacheFor', () => {
  it('keeps the shell and every hashed file of the build, and nothing else', () => {
    expect(precacheFor([...BUILD, '.vite/manifest.json', 'manifest.webmanifest'], SHELL)).toEqual({
      version: expect.stringMatching(/^[0-9a-f]{12}$/),
      shell: '/index.html',
      assets: ['/assets/index-a1.js', '/assets/index-c3.css', '/assets/product-b2.js'],
    });
  });

  it('names the same build the same, whatever order the files come in', () => {
    expect(precacheFor([...BUILD].reverse(), SHELL)).toEqual(precacheFor(BUILD, SHELL));
  });

  it('gives a new version when a file or the shell changes', () => {
    const { version } = precacheFor(BUILD, SHELL);
    expect(
      precacheFor(
        BUILD.map((file) => file.replace('b2', 'b9')),
        SHELL,
      ).version,
    ).not.toBe(version);
    expect(precacheFor(BUILD, `${SHELL}<meta name="x">`).version).not.toBe(version);
  });
});
