import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage, isMediaKey, type MediaStorage } from './media.storage.ts';

describe('media keys', () => {
  it.each(['seed/ab12.webp', 'placeholders/3f0c/9a1b.webp', 'avatar.png', 'a/b/c.jpeg'])(
    'accepts %s',
    (key) => expect(isMediaKey(key)).toBe(true),
  );
  it.each([
    '../x.webp',
    'seed/../x.webp',
    '/abs.webp',
    'seed//x.webp',
    'seed\\x.webp',
    'x.svg',
    'x.html',
    'seed/.webp',
    '',
  ])('rejects %s', (key) => expect(isMediaKey(key)).toBe(false));
});

describe('local disk storage', () => {
  let root: string;
  let storage: MediaStorage;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'stylebook-media-'));
    storage = createLocalDiskStorage(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('puts, finds and streams an object', async () => {
    await storage.put('seed/one.webp', Buffer.from('bytes'), 'image/webp');
    expect(await storage.exists('seed/one.webp')).toBe(true);
    const object = await storage.get('seed/one.webp');
    expect(object).toMatchObject({ contentType: 'image/webp', size: 5 });
    expect(await text(object!.body)).toBe('bytes');
  });

  it('knows nothing of missing keys, directories or invalid keys', async () => {
    expect(await storage.get('seed/none.webp')).toBeNull();
    expect(await storage.exists('seed')).toBe(false);
    expect(await storage.get('../outside.webp')).toBeNull();
  });

  it('refuses invalid keys and a content type that contradicts the key', async () => {
    await expect(storage.put('../x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    await expect(storage.put('seed/x.webp', Buffer.from('x'), 'text/html')).rejects.toThrow();
  });
});
