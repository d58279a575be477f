// @vitest-environment node
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressWrittenFiles } from './precompress';

const SCRIPT = `import('./lazy.js', ["assets/lazy.css"]);\n`.repeat(100);

describe('compressWrittenFiles', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'stylebook-precompress-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const written = (fileName: string) => readFile(path.join(dir, fileName));

  it('writes brotli and gzip copies of each file as it is on disk', async () => {
    await writeFile(path.join(dir, 'app.js'), SCRIPT);

    await compressWrittenFiles(dir, ['app.js']);

    expect(brotliDecompressSync(await written('app.js.br')).toString()).toBe(SCRIPT);
    expect(gunzipSync(await written('app.js.gz')).toString()).toBe(SCRIPT);
  });

  it('leaves small files and already compressed formats alone', async () => {
    await writeFile(path.join(dir, 'tiny.js'), 'export {};');
    await writeFile(path.join(dir, 'photo.webp'), SCRIPT);

    await compressWrittenFiles(dir, ['tiny.js', 'photo.webp']);

    await expect(written('tiny.js.br')).rejects.toThrow();
    await expect(written('photo.webp.br')).rejects.toThrow();
  });
});
