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
 * Writes a .br (brotli, highest quality) and a .gz (gzip -9) beside every compressible output of the build,
 * so the server sends them as they are (Content-Encoding chosen by Accept-Encoding) instead of compressing
 * the same bytes on every request. Build time is the one place the slow, best settings cost nothing.
 */
export function precompress(): Plugin {
  return {
    name: 'stylebook:precompress',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const outputs = Object.values(bundle).filter((output) => COMPRESSIBLE.test(output.fileName));
      await Promise.all(
        outputs.map(async (output) => {
          const source = Buffer.from(output.type === 'chunk' ? output.code : output.source);
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
          this.emitFile({ type: 'asset', fileName: `${output.fileName}.br`, source: br });
          this.emitFile({ type: 'asset', fileName: `${output.fileName}.gz`, source: gz });
        }),
      );
    },
  };
}
