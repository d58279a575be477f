import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The part of Vite's build manifest (`build.manifest`) this module reads. */
export interface BuildManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type BuildManifest = Record<string, BuildManifestChunk>;

/** The pieces the router plugin splits a route into that a page drawn with this status renders. */
const SPLITS_BY_STATUS: Record<'ok' | 'notFound' | 'error', readonly string[]> = {
  ok: ['loader', 'component'],
  notFound: ['loader', 'component', 'notFoundComponent'],
  error: ['loader', 'component', 'errorComponent'],
};

/** The web source file of a file route's id, as the build manifest names it: `/looks/$id/` is its index. */
function routeFiles(routeId: string): string[] {
  const base = `src/routes${routeId}`;
  return routeId.endsWith('/') ? [`${base}index.tsx`] : [`${base}.tsx`, `${base}/route.tsx`];
}

/** The build manifest beside the web build, or an empty one when the build wrote none. */
export function readBuildManifest(webDist: string): BuildManifest {
  const manifestPath = path.join(webDist, '.vite', 'manifest.json');
  return existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest) : {};
}

/**
 * The script files a server-rendered page's routes need beyond the entry, as URL paths: each route's chunks
 * for the page's status and everything they import. Listed in the HTML as module preloads, they download
 * with the entry, and the page hydrates without waiting for the router to ask for them.
 */
export function createRouteChunks(manifest: BuildManifest) {
  function collect(key: string, files: Set<string>): void {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) collect(imported, files);
  }

  return (routeIds: readonly string[], status: number): string[] => {
    const splits = SPLITS_BY_STATUS[status === 404 ? 'notFound' : status >= 500 ? 'error' : 'ok'];
    const files = new Set<string>();
    for (const file of routeIds.flatMap(routeFiles)) {
      for (const split of splits) collect(`${file}?tsr-split=${split}`, files);
    }
    return [...files];
  };
}
