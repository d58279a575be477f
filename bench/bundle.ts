import { sentBytes } from './compression.ts';

export interface InitialJs {
  /** Each file as the browser fetches it: its plain size, and the bytes sent for `Accept-Encoding: gzip`. */
  files: { file: string; bytes: number; gzipBytes: number }[];
  totalBytes: number;
  totalGzipBytes: number;
}

/** The attributes of every `tagName` element of `html`, names lower-cased, values unquoted. */
function elements(html: string, tagName: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tagName}\\b([^>]*)>`, 'gi'))].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes!.matchAll(/([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)].map(
        ([, name, doubleQuoted, singleQuoted, bare]) => [
          name!.toLowerCase(),
          doubleQuoted ?? singleQuoted ?? bare ?? '',
        ],
      ),
    ),
  );
}

/** The scripts a page's HTML makes the browser fetch at once: module entries and module preloads. */
export function initialScripts(html: string): string[] {
  const entries = elements(html, 'script')
    .filter((script) => script.type === 'module' && script.src)
    .map((script) => script.src!);
  const preloads = elements(html, 'link')
    .filter((link) => link.rel?.split(/\s+/).includes('modulepreload') && link.href)
    .map((link) => link.href!);
  return [...new Set([...entries, ...preloads])];
}

/**
 * The JavaScript a first visit to `/` downloads before anything else, counted as the browser fetches it:
 * the HTML the server sends names the entry and every module it preloads (the server adds the route's
 * own chunks to the build's index.html), and each is fetched from the server with `Accept-Encoding: gzip`.
 */
export async function measureInitialJs(origin: string): Promise<InitialJs> {
  const response = await fetch(`${origin}/`, { headers: { accept: 'text/html' } });
  if (!response.ok) throw new Error(`/ answered ${response.status}`);
  const files = [];
  for (const src of initialScripts(await response.text())) {
    const url = new URL(src, origin);
    const path = `${url.pathname}${url.search}`;
    const plain = await sentBytes(`${origin}${path}`, null);
    const gzip = await sentBytes(`${origin}${path}`, 'gzip');
    if (plain.status !== 200 || gzip.status !== 200) throw new Error(`${path} answered ${gzip.status}`);
    files.push({ file: path, bytes: plain.bytes, gzipBytes: gzip.bytes });
  }
  if (files.length === 0) throw new Error('the HTML of / names no module script');
  return {
    files,
    totalBytes: files.reduce((sum, f) => sum + f.bytes, 0),
    totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
  };
}
