import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface InitialJs {
  files: { file: string; bytes: number; gzipBytes: number }[];
  totalBytes: number;
  totalGzipBytes: number;
}

/**
 * The JavaScript a first visit to `/` downloads before anything else: the entry module and every
 * module it preloads, as the production build's index.html lists them.
 */
export function measureInitialJs(webDist: string): InitialJs {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]*src="([^"]+)"/g)) sources.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g))
    sources.add(match[1]!);
  const files = [...sources].map((src) => {
    const content = readFileSync(path.join(webDist, src.replace(/^\//, '')));
    return { file: src, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
  return {
    files,
    totalBytes: files.reduce((sum, f) => sum + f.bytes, 0),
    totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
  };
}
