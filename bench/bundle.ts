import { sentBytes } from './compression.ts';

export interface InitialJs {
  /** Each file as the browser fetches it: its plain size, and the bytes sent for `Accept-Encoding: gzip`. */
  files: { file: string; bytes: number; gzipBytes: number }[];
  totalBytes: number;
  totalGzipBytes: number;
}

/** An element's attributes, names lower-cased, values unquoted (`''` for a bare attribute). */
function attributesOf(source: string): Record<string, string> {
  return Object.fromEntries(
    [...source.matchAll(/([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)].map(
      ([, name, doubleQuoted, singleQuoted, bare]) => [
        name!.toLowerCase(),
        doubleQuoted ?? singleQuoted ?? bare ?? '',
      ],
    ),
  );
}

/**
 * The scripts a page's HTML makes the browser fetch at once: module entries, module preloads, and what an
 * inline module imports by path (`import("/assets/entry.js")`, as a server-rendering framework may start
 * the app).
 */
export function initialScripts(html: string): string[] {
  const modules = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .map(([, attributes, body]) => ({ attributes: attributesOf(attributes!), body: body! }))
    .filter((script) => script.attributes.type === 'module');
  const entries = modules.flatMap((script) => (script.attributes.src ? [script.attributes.src] : []));
  const inlineImports = modules
    .filter((script) => !script.attributes.src)
    .flatMap((script) => [...script.body.matchAll(/\b(?:import\s*\(?|from)\s*["']([^"']+)["']/g)])
    .map(([, specifier]) => specifier!)
    .filter((specifier) => /^(\/|\.\.?\/|https?:)/.test(specifier));
  const preloads = [...html.matchAll(/<link\b([^>]*)>/gi)]
    .map(([, attributes]) => attributesOf(attributes!))
    .filter((link) => link.rel?.split(/\s+/).includes('modulepreload') && link.href)
    .map((link) => link.href!);
  return [...new Set([...entries, ...inlineImports, ...preloads])];
}

/**
 * The JavaScript a first visit to `/` downloads before anything else, counted as the browser fetches it:
 * the HTML the server sends names the entry and every module it preloads (the server adds the route's
 * own chunks to the build's index.html), and each is fetched from the server with `Accept-Encoding: gzip`.
 * The modules those import in turn are left out: Vite's build names them all as preloads.
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
