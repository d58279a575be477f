import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser fetches from the build; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Smaller files gain less than the Content-Encoding costs. */
const MIN_BYTES = 1024;

/**
 * Writes a .br (brotli, highest quality) and a .gz (gzip -9) beside each compressible file of `dir` named
 * in `fileNames`, reading the files as they are on disk.
 */
export async function compressWrittenFiles(dir: string, fileNames: string[]): Promise<void> {
  await Promise.all(
    fileNames
      .filter((fileName) => COMPRESSIBLE.test(fileName))
      .map(async (fileName) => {
        const file = path.join(dir, fileName);
        const source = await readFile(file);
        if (source.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
          gzipAsync(source, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      }),
  );
}

/**
 * Precompresses the build's output, so the server sends the files as they are (Content-Encoding chosen by
 * Accept-Encoding) instead of compressing the same bytes on every request; build time is the one place the
 * slow, best settings cost nothing. It runs once the files are written: in `generateBundle` a chunk's code
 * can still hold placeholders Vite fills in later (`__VITE_PRELOAD__`), and a compressed copy of those
 * throws in the browser.
 */
export function precompress(): Plugin {
  return {
    name: 'stylebook:precompress',
    apply: 'build',
    enforce: 'post',
    async writeBundle({ dir }, bundle) {
      if (!dir) throw new Error('precompress needs the build to write to a directory');
      await compressWrittenFiles(dir, Object.keys(bundle));
    },
  };
}
